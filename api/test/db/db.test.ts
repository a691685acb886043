import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/lock';
import { type Db, OuterHandleInTxError } from '../../src/db/types';
import { freshDb } from '../helpers/app';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
  await db.exec('CREATE TABLE t_money (id serial PRIMARY KEY, amount numeric(18, 2) NOT NULL)');
});
afterEach(() => db?.close());

test('numeric comes back as a string and sums exactly', async () => {
  await db.query("INSERT INTO t_money (amount) VALUES ('0.10'), ('0.20')");
  const row = await db.one<{ total: string; n: number }>(
    'SELECT sum(amount) AS total, count(*) AS n FROM t_money',
  );
  expect(row).toEqual({ total: '0.30', n: 2 });
});

test('tx commits through the handle and rolls back on error', async () => {
  await db.tx(async (t) => {
    await t.query("INSERT INTO t_money (amount) VALUES ('1.00')");
  });
  await expect(
    db.tx(async (t) => {
      await t.query("INSERT INTO t_money (amount) VALUES ('2.00')");
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(await db.query('SELECT amount FROM t_money')).toEqual([{ amount: '1.00' }]);
});

test('the outer handle inside a transaction is refused (deadlock on PGlite, outside the tx on pg)', async () => {
  await expect(db.tx(async () => db.query('SELECT 1'))).rejects.toBeInstanceOf(OuterHandleInTxError);
  // The handle still works afterwards and outside any tx.
  expect(await db.query<{ x: number }>('SELECT 1 AS x')).toEqual([{ x: 1 }]);
});

test('concurrent conditional updates in tx: exactly one wins', async () => {
  await db.query("INSERT INTO t_money (amount) VALUES ('5.00')");
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      db.tx((t) => t.query("UPDATE t_money SET amount = 0 WHERE amount = '5.00' RETURNING id")),
    ),
  );
  expect(results.filter((rows) => rows.length === 1)).toHaveLength(1);
});

describe('data folder lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fund-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a second lock on the same folder is refused; release frees it', () => {
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(dir)();
  });

  test('a second server process on a locked folder exits 1 with a clear message', async () => {
    const release = acquireDataDirLock(dir);
    try {
      const server = path.resolve(__dirname, '../../src/server.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', server], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/уже используется другим процессом/);
    } finally {
      release();
    }
  });
});
