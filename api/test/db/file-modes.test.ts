/**
 * The embedded store's files are the owner's alone (issue 36 item 4): after a fresh start every
 * folder of the data folder is 0700 and every file 0600 — PGlite's database (its own files were
 * created 0666), the generated JWT secret, the lock and the uploaded archives; an existing folder
 * of the old modes is made private when it is opened.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveJwtSecret } from '../../src/auth/secret';
import { acquireDataDirLock } from '../../src/db/lock';
import { openPglite, pgliteEngine } from '../../src/db/pglite';
import { LocalStorage } from '../../src/storage/local';

let base: string;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'fund-modes-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** Each distinct mode (permission bits, octal) of the folders and of the files under `dir`, itself included. */
function modes(dir: string): { folders: string[]; files: string[] } {
  const folders = new Set<string>();
  const files = new Set<string>();
  const walk = (folder: string) => {
    folders.add((statSync(folder).mode & 0o777).toString(8));
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add((statSync(full).mode & 0o777).toString(8));
    }
  };
  walk(dir);
  return { folders: [...folders], files: [...files] };
}

async function writeSomeRows(dataDir: string): Promise<void> {
  const db = await openPglite({ dataDir, engine: await pgliteEngine() });
  await db.exec(
    'CREATE TABLE IF NOT EXISTS t (id serial PRIMARY KEY, note text); CREATE INDEX IF NOT EXISTS t_note ON t (note)',
  );
  await db.query('INSERT INTO t (note) SELECT md5(g::text) FROM generate_series(1, 500) g');
  await db.close();
}

test('a fresh start: the database, the secret, the lock and the uploads are 0700 folders of 0600 files', async () => {
  const dataDir = path.join(base, 'data', 'pglite');
  const release = acquireDataDirLock(dataDir);
  resolveJwtSecret({ dataDir });
  await writeSomeRows(dataDir);
  await new LocalStorage(path.join(dataDir, 'uploads')).put('7/archive.zip', Buffer.from('PK'));
  expect(statSync(path.join(dataDir, 'api.pid')).mode & 0o777).toBe(0o600);
  release();
  expect(readdirSync(dataDir)).toEqual(
    expect.arrayContaining(['PG_VERSION', 'base', 'jwt-secret', 'uploads']),
  );
  expect(modes(dataDir)).toEqual({ folders: ['700'], files: ['600'] });
  expect(modes(path.join(base, 'data'))).toEqual({ folders: ['700'], files: ['600'] });
});

test('a data folder of the old modes (0755 folders, 0666 files) is made private when opened', async () => {
  const dataDir = path.join(base, 'old');
  await writeSomeRows(dataDir);
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'x');
  // Another process (this one's node:fs keeps the folder private once it was opened here).
  execFileSync('sh', [
    '-c',
    'find "$0" -type d -exec chmod 755 {} + && find "$0" -type f -exec chmod 666 {} +',
    dataDir,
  ]);
  expect(modes(dataDir)).toEqual({ folders: ['755'], files: ['666'] });
  await writeSomeRows(dataDir);
  expect(modes(dataDir)).toEqual({ folders: ['700'], files: ['600'] });
});
