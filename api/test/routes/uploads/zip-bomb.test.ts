import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HH_LIMITS } from '@fund/shared/schemas/uploads';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';
import {
  flatBomb,
  handHistory,
  makeZip,
  multipart,
  rawZip,
  storedEntry,
  withDeclaredSize,
  withEntryCount,
  zeroEntries,
} from './zip-fixtures';

/**
 * Archive bombs are refused from the central directory, before anything is inflated, and an
 * upload nobody expects is refused before the archive is even opened. The bombs are built small
 * (the bound is what is proven, not 1 GB of zeros), so each case is fast.
 */
const UPLOAD = '/api/tournamentsdata/hhs/';
let app: FastifyInstance;
let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fund-bombs-'));
  process.env.UPLOADS_DIR = dir;
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.UPLOADS_DIR;
});

const state = async () => [
  await app.db.query('SELECT * FROM hand_uploads ORDER BY id'),
  await app.db.query('SELECT * FROM hand_upload_expected ORDER BY user_id, period'),
];
const storedFiles = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

async function upload(username: string, type: string, content: Buffer) {
  const body = multipart({ type }, { name: 'hands.zip', content });
  const headers = { ...bearer((await login(app, username)).access), ...body.headers };
  const started = Date.now();
  const res = await app.inject({ method: 'POST', url: UPLOAD, headers, payload: body.payload });
  return { res, ms: Date.now() - started };
}

test('a flat bomb (many entries of zeros, each under the per-entry ratio) → 400 from the archive ratio', async () => {
  const entryBytes = HH_LIMITS.ratioFromBytes - 1024;
  const bomb = await flatBomb(100, entryBytes);
  // The shape of the reported bomb, scaled down: every entry alone looks harmless.
  expect(100 * entryBytes).toBeGreaterThan(bomb.length * HH_LIMITS.maxRatio);
  const before = await state();
  const { res, ms } = await upload('anna.kuznetsova', 'h2n', bomb);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: { messages: [], fields: { file: ['Архив сжат подозрительно сильно (похоже на zip-бомбу)'] } },
  });
  expect(ms).toBeLessThan(5_000);
  expect(await state()).toEqual(before);
  expect(storedFiles()).toBe(0);
});

test('the total inflated size is bounded from the central directory, before inflating', async () => {
  // Declares 600 MiB in the central directory; were it inflated first, yauzl would call it damaged.
  const zip = withDeclaredSize(await makeZip({ 'a.txt': handHistory(50) }), 600 * 1024 * 1024);
  const before = await state();
  const { res } = await upload('anna.kuznetsova', 'h2n', zip);
  expect(res.json()).toEqual({
    success: false,
    error: { messages: [], fields: { file: ['Распакованный архив больше 512 МБ'] } },
  });
  expect(await state()).toEqual(before);
  expect(storedFiles()).toBe(0);
});

test('16,000 declared entries (the reported bomb) → 400 from the end record, nothing read', async () => {
  const zip = withEntryCount(await makeZip({ 'a.txt': 'x' }), 16_000);
  const before = await state();
  const { res } = await upload('anna.kuznetsova', 'h2n', zip);
  expect(res.json()).toEqual({
    success: false,
    error: { messages: [], fields: { file: ['В архиве больше 10000 файлов'] } },
  });
  expect(await state()).toEqual(before);
});

test('an upload nobody expects → 409 before the archive is opened', async () => {
  const before = await state();
  // The demo player has nothing outstanding. Both files would be a 400 had the archive been checked.
  for (const file of [await flatBomb(100, HH_LIMITS.ratioFromBytes - 1024), Buffer.from('not a zip')]) {
    const { res } = await upload('player', 'h2n', file);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.messages).toEqual([
      'Файлы этой категории за этот месяц уже получены или не ожидаются',
    ]);
  }
  expect(await state()).toEqual(before);
  expect(storedFiles()).toBe(0);
});

test('a real archive of hand histories still passes every bound', async () => {
  const zip = await makeZip({ 'a.txt': handHistory(2000), 'b.txt': handHistory(1500) });
  const { res } = await upload('anna.kuznetsova', 'h2n', zip);
  expect(res.statusCode).toBe(201);
  expect(storedFiles()).toBe(1);
});

test('a NUL in the file name is dropped (the name is for display only), not a 500', async () => {
  const zip = await makeZip({ 'a.txt': handHistory(20) });
  const body = multipart({ type: 'h2n' }, { name: 'ha\u0000nds.zip', content: zip });
  const headers = { ...bearer((await login(app, 'anna.kuznetsova')).access), ...body.headers };
  const res = await app.inject({ method: 'POST', url: UPLOAD, headers, payload: body.payload });
  expect(res.statusCode).toBe(201);
  const row = await app.db.one<{ original_name: string }>('SELECT original_name FROM hand_uploads');
  expect(row?.original_name).toBe('hands.zip');
});

describe('what the archive really holds, not what its end record claims (issue 35 #33)', () => {
  const refused = async (zip: Buffer, message: string) => {
    const before = await state();
    const { res } = await upload('anna.kuznetsova', 'h2n', zip);
    expect(res.json()).toEqual({ success: false, error: { messages: [], fields: { file: [message] } } });
    expect(res.statusCode).toBe(400);
    expect(await state()).toEqual(before);
    expect(storedFiles()).toBe(0);
  };

  test('the reported bomb: the end record claims 1 entry, the archive holds 30,000 (1.94 GB inflated)', async () => {
    const zip = rawZip(zeroEntries(30_000, 64_666), { declared: 1 });
    expect(30_000 * 64_666).toBeGreaterThan(1.9e9);
    expect(zip.length).toBeLessThan(6 * 1024 * 1024);
    // Each entry is under the per-entry ratio bound; the sum of what they hold is not.
    await refused(zip, 'Распакованный архив больше 512 МБ');
  });

  test('12,000 entries behind an end record claiming 1 → counted', async () => {
    await refused(rawZip(zeroEntries(12_000, 100), { declared: 1 }), 'В архиве больше 10000 файлов');
  });

  test('one central-directory record in front of 30,000 local entries: the local headers are counted', async () => {
    await refused(rawZip(zeroEntries(30_000, 100), { listed: 1 }), 'В архиве больше 10000 файлов');
  });

  test.each([
    ['an end record that hides one record', { declared: 2 }],
    ['a local entry no record names', { listed: 2 }],
  ])('%s → the directory does not match the contents', async (_, options) => {
    const zip = rawZip(zeroEntries(3, 1000), options);
    await refused(zip, 'Оглавление архива не совпадает с его содержимым');
  });

  test('a local name other than its record’s → refused', async () => {
    const zip = rawZip([storedEntry('hands/a.txt', Buffer.from(handHistory(5)))]);
    // The first occurrence is the local header's name; the record keeps 'hands/a.txt'.
    zip.write('hands/b.txt', zip.indexOf('hands/a.txt'), 'latin1');
    await refused(zip, 'Оглавление архива не совпадает с его содержимым');
  });

  test('a zip inside the zip, by name or by its bytes under another name → refused', async () => {
    const inner = await makeZip({ 'a.txt': handHistory(20) });
    const message = 'Архив содержит другой архив: распакуйте его и отправьте файлы';
    await refused(await makeZip({ 'a.txt': handHistory(20), 'more.zip': inner }), message);
    await refused(await makeZip({ 'a.txt': handHistory(20), 'more.txt': inner }), message);
  });

  test('entry names with a NUL, a control character, an absolute path, a drive letter, `..` or a backslash → refused', async () => {
    const names = [
      'hands\u0000.txt',
      'hands\u0007.txt',
      '/etc/cron.d/x',
      'C:/x.txt',
      'hands/../../x.txt',
      'hands\\x.txt',
    ];
    for (const name of names) {
      await refused(
        rawZip([storedEntry(name, Buffer.from(handHistory(5)))]),
        'Недопустимое имя файла в архиве',
      );
    }
  });

  test('an honest archive written by hand, and one streamed with data descriptors, pass', async () => {
    const honest = rawZip([storedEntry('a.txt', Buffer.from(handHistory(50))), ...zeroEntries(2, 1000)]);
    expect((await upload('anna.kuznetsova', 'h2n', honest)).res.statusCode).toBe(201);
    const streamed = await makeZip(
      { 'a.txt': handHistory(500), 'b.txt': handHistory(300) },
      { stream: true },
    );
    // Bit 3 of the flags: the sizes follow each entry's data, the walk takes them from the directory.
    expect(streamed.readUInt16LE(6) & 0x08).toBe(0x08);
    expect((await upload('anna.kuznetsova', 'ggnetwork', streamed)).res.statusCode).toBe(201);
    expect(storedFiles()).toBe(2);
  });
});
