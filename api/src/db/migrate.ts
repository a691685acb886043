import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './types';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

const filesOf = new Map<string, Promise<string[]>>();
/** The migration files of this build, in order (read once per folder). */
function migrationFiles(dir: string): Promise<string[]> {
  let files = filesOf.get(dir);
  if (!files) {
    files = readdir(dir).then((names) => names.filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort());
    filesOf.set(dir, files);
  }
  return files;
}

/** This build's migrations the database has not applied yet (readiness: /api/ready). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.name));
  return (await migrationFiles(dir)).filter((f) => !applied.has(f));
}

/** Applies api/src/db/migrations/NNN_name.sql in order, each once, each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Two API replicas starting together on one PostgreSQL migrate one after the other: every step
  // (the bookkeeping table too — two concurrent CREATE TABLE IF NOT EXISTS collide in pg_type)
  // runs under the same transaction-scoped advisory lock.
  await db.tx(async (t) => {
    if (t.kind === 'postgres') await t.query('SELECT pg_advisory_xact_lock(724001)');
    await t.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  // What is already applied is read once: a start (and each API test's copy of the migrated
  // template) with nothing to do opens no further transaction. A file read as pending is checked
  // again under the lock, since another replica may have applied it meanwhile.
  const applied: string[] = [];
  for (const file of await pendingMigrations(db, dir)) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const done = await db.tx(async (t) => {
      if (t.kind === 'postgres') await t.query('SELECT pg_advisory_xact_lock(724001)');
      const seen = await t.one('SELECT name FROM schema_migrations WHERE name = $1', [file]);
      if (seen) return false;
      await t.exec(sql);
      await t.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
