/**
 * Bench users on top of the demo data (docs/performance.md "API throughput"):
 * - `heavy`: the demo player's rooms and password, two yearly contracts of 12 monthly bundles
 *   (2 years), 50,000 ledger movements, balance reports in every bundle, cash flows, deposit
 *   requests, 120 personal funds movements, 730 days of tournament entries;
 * - `writer`: 20 accounts with a large balance and `transfers` new transfers to hold and confirm
 *   (kept off `heavy` so its transfer list stays a real one).
 * Everything in SQL (generate_series): seeding 50k rows one INSERT at a time would take minutes.
 */
import type { Db } from '../../api/src/db/types';

export async function cloneUser(db: Db, username: string, from = 'player'): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (username, password_hash, date_joined, shark_player_group, player_level, player_level_group)
     SELECT $1, password_hash, now() - interval '2 years', shark_player_group, player_level, player_level_group
       FROM users WHERE username = $2 RETURNING id`,
    [username, from],
  );
  const id = row!.id;
  await db.query(
    `INSERT INTO user_permissions (user_id, permission)
     SELECT $1, p.permission FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = $2`,
    [id, from],
  );
  await db.query(
    `INSERT INTO shark_stats (user_id, abi, entries, reentry, turbo)
     SELECT $1, abi, entries, reentry, turbo FROM shark_stats s JOIN users u ON u.id = s.user_id WHERE u.username = $2`,
    [id, from],
  );
  await db.query(
    `INSERT INTO bonuses (user_id, avg_abi, avg_ts_month, fair_roi, bonus)
     SELECT $1, avg_abi, avg_ts_month, fair_roi, bonus FROM bonuses b JOIN users u ON u.id = b.user_id WHERE u.username = $2`,
    [id, from],
  );
  return id;
}

/** Accounts in the demo player's rooms, `copies` per room. */
async function cloneAccounts(db: Db, userId: number, username: string, copies = 1): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO account_records (user_id, room_id, name, chip_currency_id, can_request_deposit, ewallet_address, club_name)
     SELECT $1, ar.room_id, ar.name || '_' || $2 || '_' || k, ar.chip_currency_id, true, ar.ewallet_address, ar.club_name
       FROM account_records ar JOIN users u ON u.id = ar.user_id, generate_series(1, $3::int) k
      WHERE u.username = 'player' ORDER BY ar.id, k RETURNING id`,
    [userId, username, copies],
  );
  return rows.map((r) => r.id);
}

export async function seedHeavy(db: Db, ledgerRows = 50_000): Promise<number> {
  const user = await cloneUser(db, 'heavy');
  const accounts = await cloneAccounts(db, user, 'heavy');
  // Two contracts of 12 monthly bundles: the older closed, the newer open with its last bundle open.
  await db.query(
    `WITH c AS (
       INSERT INTO contracts (user_id, start_datetime, end_datetime, amount_games, personal_share)
       SELECT $1, now() - (24 - 12 * k) * interval '30 days',
              CASE WHEN k = 0 THEN now() - interval '360 days' END, 3000, '50.00'
         FROM generate_series(0, 1) k RETURNING id, start_datetime)
     INSERT INTO bundles (contract_id, number, start_datetime, end_datetime)
     SELECT c.id, n, c.start_datetime + (n - 1) * interval '30 days',
            CASE WHEN c.start_datetime > now() - interval '400 days' AND n = 12 THEN NULL
                 ELSE c.start_datetime + n * interval '30 days' END
       FROM c, generate_series(1, 12) n`,
    [user],
  );
  const bundles = (
    await db.query<{ id: number }>(
      'SELECT b.id FROM bundles b JOIN contracts c ON c.id = b.contract_id WHERE c.user_id = $1 ORDER BY b.id',
      [user],
    )
  ).map((b) => b.id);
  // A starting report per account, then 3 reports per (account, bundle).
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, source, created_at)
     SELECT a, NULL, 1000, 'seed', now() - interval '2 years' FROM unnest($1::int[]) a`,
    [accounts],
  );
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source, created_at)
     SELECT a, b.id, 1000 + ((b.ord * 37 + k * 11 + a) % 900)::numeric + 0.25 * k, k, 'seed',
            now() - interval '2 years' + (b.ord - 1) * interval '30 days' + k * interval '7 days'
       FROM unnest($1::int[]) a, unnest($2::int[]) WITH ORDINALITY AS b(id, ord), generate_series(1, 3) k
      ORDER BY b.ord, k, a`,
    [accounts, bundles],
  );
  // The ledger: `ledgerRows` movements spread over accounts and bundles in time order.
  await db.query(
    `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id, created_at)
     SELECT ($1::int[])[1 + g % cardinality($1::int[])],
            ($2::int[])[1 + (g - 1) * cardinality($2::int[]) / $3],
            (ARRAY['transfer_in', 'transfer_out', 'fee', 'cashflow_in', 'cashflow_out', 'deposit'])[1 + g % 6],
            CASE WHEN g % 6 IN (1, 2, 4) THEN -1 ELSE 1 END * (1 + (g * 7919 % 50000) / 100.0),
            (ARRAY['transfer', 'transfer', 'transfer', 'cash_flow', 'cash_flow', 'deposit_request'])[1 + g % 6],
            1000000 + g,
            now() - interval '2 years' + (g * interval '730 days') / $3
       FROM generate_series(1, $3::int) g`,
    [accounts, bundles, ledgerRows],
  );
  await db.query(
    `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment, status, created_datetime)
     SELECT ($1::int[])[1 + g % cardinality($1::int[])], 10 + g % 300, g % 3 = 0, 'https://prnt.sc/heavy-' || g,
            (ARRAY['approved', 'rejected', 'pending'])[1 + g % 3], now() - interval '2 years' + g * interval '7 hours'
       FROM generate_series(1, 2000) g`,
    [accounts],
  );
  await db.query(
    `INSERT INTO deposit_requests (account_record_id, amount, comment, created_datetime, processed_datetime)
     SELECT ($1::int[])[1 + g % cardinality($1::int[])], 100 + g, '', now() - g * interval '3 days',
            CASE WHEN g > 3 THEN now() - g * interval '3 days' + interval '1 hour' END
       FROM generate_series(1, 60) g`,
    [accounts],
  );
  await db.query(
    `INSERT INTO personal_funds_movements (user_id, type, amount, comment, created_at)
     SELECT $1, (ARRAY['cashback', 'deposit', 'cashout'])[1 + g % 3],
            CASE WHEN g % 3 = 2 THEN -1 ELSE 1 END * (5 + g % 120), '', now() - g * interval '6 days'
       FROM generate_series(1, 120) g`,
    [user],
  );
  await db.query(
    `INSERT INTO tournament_entries_daily (user_id, day, entries)
     SELECT $1, current_date - g, 20 + g % 30 FROM generate_series(0, 729) g`,
    [user],
  );
  await db.query(
    `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status, created_datetime)
     SELECT ar.room_id, ar.id, true, 50 + g, 'new', now() - g * interval '1 hour'
       FROM unnest($1::int[]) WITH ORDINALITY a(id, g) JOIN account_records ar ON ar.id = a.id`,
    [accounts],
  );
  return user;
}

/** The writes' user: 20 accounts of 1,000,000 each and `transfers` new transfers spread over them. */
export async function seedWriter(
  db: Db,
  transfers: number,
): Promise<{ user: number; transferIds: number[] }> {
  const user = await cloneUser(db, 'writer');
  const accounts = await cloneAccounts(db, user, 'writer', 4);
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, source)
     SELECT a, NULL, 1000000, 'seed' FROM unnest($1::int[]) a`,
    [accounts],
  );
  const rows = await db.query<{ id: number }>(
    `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status)
     SELECT ar.room_id, ar.id, true, 1, 'new'
       FROM generate_series(1, $2::int) g
       JOIN account_records ar ON ar.id = ($1::int[])[1 + g % cardinality($1::int[])]
      ORDER BY g RETURNING id`,
    [accounts, transfers],
  );
  return { user, transferIds: rows.map((r) => r.id) };
}
