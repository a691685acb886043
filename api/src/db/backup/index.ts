import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from '../lock';
import { openPglite } from '../pglite';
import type { Db } from '../types';

/**
 * The embedded store's backup and restore (issue 36 item 3; docs/deploy.md "Durability"): PGlite's
 * whole data folder — the database, the uploaded archives and the generated JWT secret, all of
 * which live in it — as one gzipped tarball (`dumpDataDir`), and back. Both take the folder's lock
 * first, so they refuse while the API runs on it: stop the API, back up or restore, start it again.
 */

/** What a restore is checked against: each money table's row count and the per-account sums. */
export interface LedgerSummary {
  counts: Record<string, number>;
  /** account_record_id → sum of its ledger movements and sum of its deposit requests. */
  accounts: Record<string, { ledger: string; deposits: string }>;
}

const COUNTED = ['ledger_movements', 'deposit_requests', 'cash_flows', 'transfers', 'balance_reports'];

/** The summary of a migrated database; empty for one the API never migrated. */
export async function ledgerSummary(db: Db): Promise<LedgerSummary> {
  const counts: Record<string, number> = {};
  const migrated = await db.one<{ ok: boolean }>(`SELECT to_regclass('ledger_movements') IS NOT NULL AS ok`);
  if (!migrated?.ok) return { counts, accounts: {} };
  for (const table of COUNTED) {
    counts[table] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;
  }
  const rows = await db.query<{ id: number; ledger: string; deposits: string }>(
    `SELECT ar.id,
            (SELECT coalesce(sum(amount), 0)::text FROM ledger_movements WHERE account_record_id = ar.id) AS ledger,
            (SELECT coalesce(sum(amount), 0)::text FROM deposit_requests WHERE account_record_id = ar.id) AS deposits
     FROM account_records ar ORDER BY ar.id`,
  );
  return {
    counts,
    accounts: Object.fromEntries(rows.map((r) => [r.id, { ledger: r.ledger, deposits: r.deposits }])),
  };
}

const LOCK_FILE = 'api.pid';

/** Writes the data folder to `file` (0600, never over an existing file); returns what it holds. */
export async function backupDataDir(dataDir: string, file: string): Promise<LedgerSummary> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no database in ${dataDir}`);
  const release = acquireDataDirLock(dataDir);
  try {
    const db = await openPglite({ dataDir });
    try {
      const summary = await ledgerSummary(db);
      const dump = await db.pglite.dumpDataDir('gzip');
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600, flag: 'wx' });
      return summary;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the data folder by the backup in `file`. The folder it replaces is kept beside it,
 * renamed `<folder>.before-restore-<time>`, until the operator removes it. Returns what the
 * restored database holds and where the previous folder went.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  now = new Date(),
): Promise<{ summary: LedgerSummary; previous?: string }> {
  const dump = new Blob([readFileSync(file)]);
  const target = path.resolve(dataDir);
  acquireDataDirLock(target)();
  let previous: string | undefined;
  if (existsSync(path.join(target, 'PG_VERSION'))) {
    previous = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, previous);
  }
  const release = acquireDataDirLock(target);
  try {
    const db = await openPglite({ dataDir: target, loadDataDir: dump });
    try {
      return { summary: await ledgerSummary(db), previous };
    } finally {
      await db.close();
    }
  } finally {
    release();
    // The lock of the process that made the backup came along in the tarball.
    rmSync(path.join(target, LOCK_FILE), { force: true });
  }
}
