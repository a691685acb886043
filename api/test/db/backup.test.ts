/**
 * The embedded store's restore drill (issue 36 item 3): back the data folder up, write more, restore,
 * and the ledger is what it was at the backup — each money table's row count and every account's
 * sums — with the uploads of that moment; the replaced folder is kept. Both refuse while the API
 * holds the folder. PGlite only (the PostgreSQL drill is api/test/drills/pitr.mjs).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupDataDir, ledgerSummary, restoreDataDir } from '../../src/db/backup';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/lock';
import { openPglite, pgliteEngine } from '../../src/db/pglite';
import { TEMPLATE_ENV } from '../helpers/app';

const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

let base: string;
let dataDir: string;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'fund-backup-'));
  dataDir = path.join(base, 'pglite');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

async function open(loadDataDir?: Blob) {
  return openPglite({ dataDir, loadDataDir, engine: await pgliteEngine() });
}

async function summaryNow() {
  const db = await open();
  try {
    return await ledgerSummary(db);
  } finally {
    await db.close();
  }
}

const upload = (name: string) => {
  mkdirSync(path.join(dataDir, 'uploads', '7'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', '7', name), 'PK');
};

describeOnPglite('pnpm --filter @fund/api backup / restore', () => {
  test('backup, write more, restore: the ledger and the uploads as they were at the backup', async () => {
    const seeded = await open(new Blob([readFileSync(process.env[TEMPLATE_ENV]!)]));
    await seeded.close();
    upload('before.zip');
    const file = path.join(base, 'backups', 'pglite.tar.gz');
    const atBackup = await backupDataDir(dataDir, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(atBackup.counts.ledger_movements).toBeGreaterThan(0);
    expect(await summaryNow()).toEqual(atBackup);

    // More writes after the backup: deposits on two accounts, a movement, another upload.
    const db = await open();
    const [a, b] = Object.keys(atBackup.accounts).map(Number);
    await db.query(
      `INSERT INTO deposit_requests (account_record_id, amount, comment) VALUES ($1, 10.50, 'later'), ($2, 3, 'later')`,
      [a, b],
    );
    await db.query(
      `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id)
       VALUES ($1, 'cashflow_in', 7.25, 'cash_flow', 999999)`,
      [a],
    );
    await db.close();
    upload('after.zip');
    const later = await summaryNow();
    expect(later.counts.deposit_requests).toBe(atBackup.counts.deposit_requests! + 2);
    expect(later.accounts[a!]).not.toEqual(atBackup.accounts[a!]);

    // Refused while the API holds the folder.
    const release = acquireDataDirLock(dataDir);
    await expect(backupDataDir(dataDir, path.join(base, 'other.tar.gz'))).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await expect(restoreDataDir(file, dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    release();

    const { summary, previous } = await restoreDataDir(file, dataDir, new Date('2026-11-27T10:00:00Z'));
    expect(summary).toEqual(atBackup);
    expect(await summaryNow()).toEqual(atBackup);
    expect(existsSync(path.join(dataDir, 'uploads', '7', 'before.zip'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads', '7', 'after.zip'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'api.pid'))).toBe(false);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    // The replaced folder is kept beside, with what was written after the backup.
    expect(previous).toBe(`${dataDir}.before-restore-2026-11-27T10-00-00-000Z`);
    expect(existsSync(path.join(previous!, 'uploads', '7', 'after.zip'))).toBe(true);
  });
});
