import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HH_LIMITS } from '@fund/shared/schemas/uploads';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';
import { flatBomb, handHistory, makeZip, multipart, withDeclaredSize, withEntryCount } from './zip-fixtures';

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
    error: { file: ['Архив сжат подозрительно сильно (похоже на zip-бомбу)'] },
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
  expect(res.json()).toEqual({ success: false, error: { file: ['Распакованный архив больше 512 МБ'] } });
  expect(await state()).toEqual(before);
  expect(storedFiles()).toBe(0);
});

test('16,000 declared entries (the reported bomb) → 400 from the end record, nothing read', async () => {
  const zip = withEntryCount(await makeZip({ 'a.txt': 'x' }), 16_000);
  const before = await state();
  const { res } = await upload('anna.kuznetsova', 'h2n', zip);
  expect(res.json()).toEqual({ success: false, error: { file: ['В архиве больше 10000 файлов'] } });
  expect(await state()).toEqual(before);
});

test('an upload nobody expects → 409 before the archive is opened', async () => {
  const before = await state();
  // The demo player has nothing outstanding. Both files would be a 400 had the archive been checked.
  for (const file of [await flatBomb(100, HH_LIMITS.ratioFromBytes - 1024), Buffer.from('not a zip')]) {
    const { res } = await upload('player', 'h2n', file);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.text).toEqual([
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
