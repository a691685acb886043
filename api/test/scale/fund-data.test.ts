/**
 * The fund-size generator (issue 43 item 1, bench/fund-data) at a tiny scale into a fresh database
 * of the store under test: the rows per table are what the scale asks, and the money rules held
 * (the triggers' totals match the ledger, balance − held ≥ 0, today's balance = start + ledger).
 */
import { countRows, generateFundData } from '../../../bench/fund-data/generate';
import type { Db } from '../../src/db/types';
import { freshDb } from '../helpers/app';

let db: Db;
let added: Record<string, number>;

beforeAll(async () => {
  db = await freshDb();
  const before = await countRows(db);
  await generateFundData(db, 0.0005);
  const after = await countRows(db);
  added = Object.fromEntries(Object.entries(after).map(([table, n]) => [table, n - before[table]!]));
});
afterAll(() => db?.close());

const fundAccounts = `SELECT ar.id FROM account_records ar JOIN users u ON u.id = ar.user_id WHERE u.username LIKE 'fund%'`;

test('scale 0.0005: 3 players of 10 accounts and the issue sizes × 0.0005', () => {
  expect(added).toMatchObject({
    users: 3,
    new_player_forms: 3,
    account_records: 30,
    contracts: 6,
    bundles: 72,
    curator_students: 3,
    balance_reports: 60,
    transfers: 280,
    cash_flows: 150,
    deposit_requests: 50,
    backoffice_audit: 135,
    videos: 10,
    homework: 10,
    homework_messages: 100,
    scheduler_series: 15,
    scheduler_tournaments: 100,
  });
  expect(added.ledger_movements).toBeGreaterThan(400);
});

test('the money rules held on every fund account', async () => {
  const bad = await db.query<{ id: number; why: string }>(
    `WITH a AS (${fundAccounts})
     SELECT a.id, 'available < 0' AS why FROM a WHERE account_available(a.id) < 0
     UNION ALL
     SELECT a.id, 'held sum' FROM a
      WHERE COALESCE((SELECT held FROM account_held h WHERE h.account_record_id = a.id), 0)
         <> COALESCE((SELECT sum(amount) FROM transfers t WHERE t.sender_account_record_id = a.id AND t.status = 'held'), 0)
     UNION ALL
     SELECT a.id, 'balance = start + ledger' FROM a
      WHERE (SELECT balance FROM balance_reports b WHERE b.account_record_id = a.id ORDER BY b.id DESC LIMIT 1)
         <> 100000 + COALESCE((SELECT sum(amount) FROM ledger_movements m WHERE m.account_record_id = a.id), 0)
     UNION ALL
     SELECT t.account_record_id, 'bundle totals' FROM ledger_bundle_totals t JOIN a ON a.id = t.account_record_id
      WHERE t.transfers_sum <> (SELECT sum(amount) FROM ledger_movements m WHERE m.account_record_id = t.account_record_id
                                   AND COALESCE(m.bundle_id, 0) = t.bundle_key AND m.kind <> 'fee')`,
  );
  expect(bad).toEqual([]);
  const held = await db.one<{ n: string }>(
    `SELECT count(*)::text AS n FROM transfers WHERE status = 'held' AND sender_account_record_id IN (${fundAccounts})`,
  );
  expect(Number(held!.n)).toBeGreaterThan(0);
});

test('every fund ledger row comes from a done transfer or an approved cash flow, in its player’s bundle', async () => {
  const orphans = await db.query<{ id: number }>(
    `SELECT m.id FROM ledger_movements m
       JOIN account_records ar ON ar.id = m.account_record_id JOIN users u ON u.id = ar.user_id
       JOIN bundles b ON b.id = m.bundle_id JOIN contracts c ON c.id = b.contract_id
      WHERE u.username LIKE 'fund%'
        AND (c.user_id <> ar.user_id
             OR NOT CASE m.source
               WHEN 'transfer' THEN EXISTS (SELECT 1 FROM transfers t WHERE t.id = m.source_id AND t.status IN ('sent', 'received'))
               WHEN 'cash_flow' THEN EXISTS (SELECT 1 FROM cash_flows f WHERE f.id = m.source_id AND f.status = 'approved')
               ELSE false END)`,
  );
  expect(orphans).toEqual([]);
  const unbundled = await db.one<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger_movements WHERE bundle_id IS NULL AND account_record_id IN (${fundAccounts})`,
  );
  expect(unbundled!.n).toBe('0');
});
