import { PERMISSIONS } from '@fund/shared/permissions';
import type { Db } from '../../../src/db/types';

/**
 * A player of its own for the statements' tests (issue 38): a dashboard user with one USD account
 * holding 100,000 before its contract, a contract (share, length) whose bundle 1 started `days` ago.
 */
export async function newSettler(db: Db, name: string, { share = '50', days = 40, length = 1 } = {}) {
  const id = (await db.one<{ id: number }>(
    "INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id",
    [name],
  ))!.id;
  await db.query('INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2)', [
    id,
    PERMISSIONS.dashboard,
  ]);
  const account = (await db.one<{ id: number }>(
    `INSERT INTO account_records (user_id, room_id, name)
     SELECT $1, id, $2 FROM rooms WHERE currency_name = 'USD' AND NOT virtual ORDER BY id LIMIT 1 RETURNING id`,
    [id, name],
  ))!.id;
  const contract = (await db.one<{ id: number }>(
    `INSERT INTO contracts (user_id, start_datetime, amount_games, personal_share)
     VALUES ($1, now() - make_interval(days => $2), $3, $4) RETURNING id`,
    [id, days, length, share],
  ))!.id;
  const bundle = (await db.one<{ id: number }>(
    'INSERT INTO bundles (contract_id, number, start_datetime) VALUES ($1, 1, now() - make_interval(days => $2)) RETURNING id',
    [contract, days],
  ))!.id;
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, source, created_at)
     VALUES ($1, NULL, 100000, 'manual', now() - make_interval(days => $2 + 1))`,
    [account, days],
  );
  return { id, account, contract, bundle };
}
