import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';
import { handHistory, makeZip, multipart, patchName, withEntryCount } from './zip-fixtures';

const EXPECTED = '/api/tournamentsdata/hhs/expected/';
const UPLOAD = '/api/tournamentsdata/hhs/';
let app: FastifyInstance;
let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fund-uploads-'));
  process.env.UPLOADS_DIR = dir;
  app = await buildTestApp();
});
afterEach(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

const as = async (username: string) => bearer((await login(app, username)).access);
const storedFiles = (): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
};
const rows = () => app.db.query('SELECT * FROM hand_uploads ORDER BY id');
const expectedRows = () => app.db.query('SELECT * FROM hand_upload_expected ORDER BY user_id, period');

async function upload(
  username: string,
  type: string,
  file?: { name: string; content: Buffer; field?: string },
) {
  const body = file ? multipart({ type }, file) : multipart({ type });
  return app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...(await as(username)), ...body.headers },
    payload: body.payload,
  });
}

describe('GET expected', () => {
  test('reports the outstanding categories of the earliest month, per player', async () => {
    const anna = (
      await app.inject({ method: 'GET', url: EXPECTED, headers: await as('anna.kuznetsova') })
    ).json().data;
    expect(anna).toEqual({
      h2n: true,
      ggnetwork: true,
      ggsummary: true,
      ggscreen: true,
      period: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    const sergey = (
      await app.inject({ method: 'GET', url: EXPECTED, headers: await as('sergey.volkov') })
    ).json().data;
    expect(sergey).toMatchObject({ h2n: true, ggnetwork: false, ggsummary: false, ggscreen: true });
    const player = (await app.inject({ method: 'GET', url: EXPECTED, headers: await as('player') })).json()
      .data;
    expect(player).toEqual({ h2n: false, ggnetwork: false, ggsummary: false, ggscreen: false, period: null });
  });

  test('curators without the player permission are refused', async () => {
    expect(
      (await app.inject({ method: 'GET', url: EXPECTED, headers: await as('curator') })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: EXPECTED })).statusCode).toBe(401);
  });
});

describe('POST upload', () => {
  test('a real zip is stored under a generated name with a row, and clears its category', async () => {
    const zip = await makeZip({
      'hands/2026-10-01.txt': handHistory(400),
      'hands/2026-10-02.txt': handHistory(300),
    });
    const res = await upload('anna.kuznetsova', 'h2n', { name: '../../etc/passwd.zip', content: zip });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'h2n', empty: false });
    const [row] = (await rows()) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      category: 'h2n',
      entry_count: 2,
      size_bytes: zip.length,
      original_name: 'passwd.zip',
    });
    const files = storedFiles();
    expect(files).toHaveLength(1);
    expect(path.basename(files[0]!)).toBe(row!.file_name);
    expect(path.basename(files[0]!)).toMatch(/^[0-9a-f-]{36}\.zip$/);
    expect(files[0]!.startsWith(dir)).toBe(true);
    expect(readFileSync(files[0]!).equals(zip)).toBe(true);
    const expected = (
      await app.inject({ method: 'GET', url: EXPECTED, headers: await as('anna.kuznetsova') })
    ).json().data;
    expect(expected).toMatchObject({ h2n: false, ggnetwork: true });
  });

  test('an ignored category is sent empty: a row without a file', async () => {
    const res = await upload('anna.kuznetsova', 'ggscreen');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'ggscreen', empty: true });
    expect(storedFiles()).toHaveLength(0);
    expect(((await rows()) as Array<{ file_name: string | null }>)[0]!.file_name).toBeNull();
  });

  test.each([
    ['a renamed .txt', async () => Buffer.from(handHistory(50)), 'Файл не является ZIP-архивом'],
    [
      'a truncated zip',
      async () => (await makeZip({ 'a.txt': handHistory(200) })).subarray(0, 900),
      'Архив повреждён или обрезан: не удалось прочитать его содержимое',
    ],
    [
      'a zip bomb',
      async () => makeZip({ 'zeros.txt': Buffer.alloc(20 * 1024 * 1024) }),
      'Архив сжат подозрительно сильно (похоже на zip-бомбу)',
    ],
    [
      'path traversal',
      async () => patchName(await makeZip({ 'xx/evil.txt': 'x' }), 'xx/evil', '../evil'),
      'Недопустимое имя файла в архиве',
    ],
    [
      'a symlink',
      async () => makeZip({ link: '/etc/passwd' }, { mode: 0o120777 }),
      'Архив содержит символическую ссылку',
    ],
    ['an empty file', async () => Buffer.alloc(0), 'Файл пустой'],
    [
      'too many entries',
      async () => withEntryCount(await makeZip({ 'a.txt': 'x' }), 10_001),
      'В архиве больше 10000 файлов',
    ],
  ])('%s → clear Russian 400, nothing stored', async (_name, build, message) => {
    const before = [await rows(), await expectedRows()];
    const res = await upload('anna.kuznetsova', 'h2n', { name: 'hands.zip', content: await build() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { messages: [], fields: { file: [message] } } });
    expect([await rows(), await expectedRows()]).toEqual(before);
    expect(storedFiles()).toHaveLength(0);
  });

  test('an oversize file → 413 (SECURITY.md), nothing stored', async () => {
    const before = [await rows(), await expectedRows()];
    const big = await makeZip({ 'big.bin': Buffer.alloc(41 * 1024 * 1024, 7) }, { compress: false });
    const res = await upload('anna.kuznetsova', 'h2n', { name: 'hands.zip', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Файл больше 40 МБ' });
    expect([await rows(), await expectedRows()]).toEqual(before);
    expect(storedFiles()).toHaveLength(0);
  });

  test('an encrypted entry is refused', async () => {
    const zip = await makeZip({ 'a.txt': 'secret hands' });
    // General purpose flag bit 0 (encrypted) in the local header (offset 6) and central directory (offset 8).
    const patched = Buffer.from(zip);
    patched.writeUInt16LE(patched.readUInt16LE(6) | 1, 6);
    const cd = patched.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    patched.writeUInt16LE(patched.readUInt16LE(cd + 8) | 1, cd + 8);
    const res = await upload('anna.kuznetsova', 'h2n', { name: 'a.zip', content: patched });
    expect(res.json()).toEqual({
      success: false,
      error: { messages: [], fields: { file: ['Архив защищён паролем'] } },
    });
    expect(storedFiles()).toHaveLength(0);
  });

  test.each([
    [{ type: 'pokerstars' }, 'type', 'Недопустимая категория файлов'],
    [{}, 'type', 'Обязательное поле'],
    [{ type: 'h2n', owner: '1' }, 'owner', 'Неизвестное поле'],
  ])('bad fields %j → 400', async (fields, field, message) => {
    const body = multipart(fields as Record<string, string>, {
      name: 'a.zip',
      content: await makeZip({ 'a.txt': 'x' }),
    });
    const res = await app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { ...(await as('anna.kuznetsova')), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([message]);
    expect(await rows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  test('JSON instead of multipart → 415; a second file → 400', async () => {
    const headers = await as('anna.kuznetsova');
    const json = await app.inject({ method: 'POST', url: UPLOAD, headers, payload: { type: 'h2n' } });
    expect(json.statusCode).toBe(415);
    const zip = await makeZip({ 'a.txt': 'x' });
    const body = multipart({ type: 'h2n' }, { name: 'a.zip', content: zip }, { name: 'b.zip', content: zip });
    const two = await app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error.fields.file).toEqual(['Можно отправить только один файл']);
    expect(await rows()).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  test('a category nobody expects → 409; a player without expected data cannot upload', async () => {
    const zip = await makeZip({ 'a.txt': handHistory(10) });
    const sergey = await upload('sergey.volkov', 'ggnetwork', { name: 'a.zip', content: zip });
    expect(sergey.statusCode).toBe(409);
    expect(sergey.json().error.messages).toEqual([
      'Файлы этой категории за этот месяц уже получены или не ожидаются',
    ]);
    const player = await upload('player', 'h2n', { name: 'a.zip', content: zip });
    expect(player.statusCode).toBe(409);
    expect(storedFiles()).toHaveLength(0);
    expect(await rows()).toHaveLength(0);
  });

  test('uploading clears only the caller’s own expected data', async () => {
    await upload('anna.kuznetsova', 'h2n', { name: 'a.zip', content: await makeZip({ 'a.txt': 'x' }) });
    const sergey = (
      await app.inject({ method: 'GET', url: EXPECTED, headers: await as('sergey.volkov') })
    ).json().data;
    expect(sergey.h2n).toBe(true);
  });

  test('20 parallel uploads of one category → exactly one stored, the rest 409, no stray files', async () => {
    const zip = await makeZip({ 'a.txt': handHistory(100) });
    const headers = await as('anna.kuznetsova');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => {
        const body = multipart({ type: 'ggsummary' }, { name: 'a.zip', content: zip });
        return app.inject({
          method: 'POST',
          url: UPLOAD,
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      }),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await rows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });
});
