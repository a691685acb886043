import fc from 'fast-check';
import type { Db } from '../../../src/db/types';
import { accountBundleRows, type RawRow, toAccountBundleRow } from '../../../src/routes/accounting/results';
import { freshDb } from '../../helpers/app';

// Issue 11: results read the stored totals of migration 075 instead of the whole ledger. On
// generated ledgers (seeded, bounded), they must equal what the old per-pair computation gave.

/** The per-pair query as it was before the stored totals (the reference). */
async function referenceRows(db: Db, userId: number, bundleIds?: number[]) {
  const rows = await db.query<RawRow>(
    `WITH acc AS (
       SELECT ar.id, r.currency_name, COALESCE(cc.chip_rate, 1) AS chip_rate, COALESCE(fx.rate, 1) AS rate
         FROM account_records ar
         JOIN rooms r ON r.id = ar.room_id
         LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id
         LEFT JOIN forex_rates fx ON fx.currency_name = r.currency_name
        WHERE ar.user_id = $1),
     bun AS (
       SELECT b.id, b.contract_id FROM bundles b JOIN contracts c ON c.id = b.contract_id
        WHERE c.user_id = $1 AND ($2::int[] IS NULL OR b.id = ANY($2::int[])))
     SELECT acc.id AS account_record_id, bun.id AS bundle_id, bun.contract_id, acc.currency_name,
            acc.chip_rate::text AS chip_rate, acc.rate::text AS rate,
            COALESCE((SELECT r.balance FROM balance_reports r WHERE r.account_record_id = acc.id
                       AND COALESCE(r.bundle_id, 0) < bun.id ORDER BY r.id DESC LIMIT 1), 0)::text AS start_balance,
            COALESCE((SELECT r.balance FROM balance_reports r WHERE r.account_record_id = acc.id
                       AND COALESCE(r.bundle_id, 0) <= bun.id ORDER BY r.id DESC LIMIT 1), 0)::text AS end_balance,
            COALESCE((SELECT sum(m.amount) FROM ledger_movements m WHERE m.account_record_id = acc.id
                       AND m.bundle_id = bun.id AND m.kind <> 'fee'), 0)::text AS transfers_sum
       FROM acc CROSS JOIN bun
      ORDER BY bun.id, acc.id`,
    [userId, bundleIds ?? null],
  );
  return rows.map(toAccountBundleRow);
}

const KINDS = ['transfer_in', 'transfer_out', 'fee', 'cashflow_in', 'deposit', 'balance_transfer_out'];

const op = fc.record({
  report: fc.boolean(),
  account: fc.nat(),
  /** An index into the user's bundles; -1 = outside any bundle. */
  bundle: fc.integer({ min: -1, max: 20 }),
  cents: fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((c) => c !== 0),
  kind: fc.constantFrom(...KINDS),
});
const ledger = fc.record({
  accounts: fc.integer({ min: 1, max: 3 }),
  contracts: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 0, maxLength: 2 }),
  ops: fc.array(op, { maxLength: 30 }),
});

let db: Db;
let run = 0;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(() => db.close());

type Ledger = typeof ledger extends fc.Arbitrary<infer T> ? T : never;

async function createLedger(spec: Ledger): Promise<number> {
  run += 1;
  const user = (await db.one<{ id: number }>(
    "INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id",
    [`prop_${run}`],
  ))!.id;
  const accounts = (
    await db.query<{ id: number }>(
      `INSERT INTO account_records (user_id, room_id, name)
       SELECT $1, r.id, 'prop_' || $2 || '_' || r.id FROM (SELECT id FROM rooms ORDER BY id LIMIT $3) r
       RETURNING id`,
      [user, run, spec.accounts],
    )
  ).map((a) => a.id);
  const bundles: number[] = [];
  for (const [index, count] of spec.contracts.entries()) {
    const contract = (await db.one<{ id: number }>(
      `INSERT INTO contracts (user_id, start_datetime, end_datetime, amount_games, personal_share)
       VALUES ($1, now() - ($2 + 1) * interval '100 days', CASE WHEN $3 THEN NULL ELSE now() END, 10, 50) RETURNING id`,
      [user, spec.contracts.length - index, index === spec.contracts.length - 1],
    ))!.id;
    for (let n = 1; n <= count; n++) {
      const b = await db.one<{ id: number }>(
        `INSERT INTO bundles (contract_id, number, start_datetime, end_datetime)
         VALUES ($1, $2, now(), CASE WHEN $3 THEN NULL ELSE now() END) RETURNING id`,
        [contract, n, n === count && index === spec.contracts.length - 1],
      );
      bundles.push(b!.id);
    }
  }
  for (const [i, o] of spec.ops.entries()) {
    const account = accounts[o.account % accounts.length]!;
    const bundle = o.bundle < 0 || bundles.length === 0 ? null : bundles[o.bundle % bundles.length]!;
    const amount = (o.cents / 100).toFixed(2);
    if (o.report) {
      await db.query(
        'INSERT INTO balance_reports (account_record_id, bundle_id, balance) VALUES ($1, $2, $3)',
        [account, bundle, amount.replace('-', '')],
      );
    } else {
      await db.query(
        `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id)
         VALUES ($1, $2, $3, $4, 'transfer', $5)`,
        [account, bundle, o.kind, amount, 9_000_000 + run * 100 + i],
      );
    }
  }
  return user;
}

test('results from the stored totals equal the per-pair computation on generated ledgers', async () => {
  await fc.assert(
    fc.asyncProperty(ledger, fc.nat(), async (spec, pick) => {
      const user = await createLedger(spec);
      expect(await accountBundleRows(db, user)).toEqual(await referenceRows(db, user));
      const all = await db.query<{ id: number }>(
        'SELECT b.id FROM bundles b JOIN contracts c ON c.id = b.contract_id WHERE c.user_id = $1',
        [user],
      );
      const some = all.filter((_, i) => (pick >> i) & 1).map((b) => b.id);
      expect(await accountBundleRows(db, user, some)).toEqual(await referenceRows(db, user, some));
    }),
    { seed: 1_100_011, numRuns: 40 },
  );
  // The seeded demo data and every generated ledger: the stored totals are the ledger's sums.
  const drift = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT account_record_id, COALESCE(bundle_id, 0) AS bundle_key, sum(amount) AS s
         FROM ledger_movements WHERE kind <> 'fee' GROUP BY 1, 2) m
       FULL JOIN ledger_bundle_totals t USING (account_record_id, bundle_key)
      WHERE m.s IS DISTINCT FROM t.transfers_sum`,
  );
  expect(drift?.n).toBe(0);
  const stale = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT DISTINCT ON (account_record_id, COALESCE(bundle_id, 0)) account_record_id,
              COALESCE(bundle_id, 0) AS bundle_key, id, balance
         FROM balance_reports ORDER BY account_record_id, COALESCE(bundle_id, 0), id DESC) r
       FULL JOIN balance_report_last l USING (account_record_id, bundle_key)
      WHERE r.id IS DISTINCT FROM l.report_id OR r.balance IS DISTINCT FROM l.balance`,
  );
  expect(stale?.n).toBe(0);
});

test('the demo player results are the per-pair computation', async () => {
  const player = (await db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'"))!.id;
  const rows = await accountBundleRows(db, player);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows).toEqual(await referenceRows(db, player));
});
