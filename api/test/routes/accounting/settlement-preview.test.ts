import { addDecimals, compareDecimals, subDecimals } from '@fund/shared/decimal';
import { PERMISSIONS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Client, clientFor } from '../backoffice/helpers';

// Issue 38: «Если рассчитаться сейчас» — the current bundle settled by settle(), each figure with
// the rows it comes from, and the payout info giving the same payout (docs/settlement.md).

const PREVIEW = '/api/accounting/settlement/preview/';
const sum = (values: string[]) => values.reduce(addDecimals, '0');
const same = (a: string, b: string) => compareDecimals(a, b) === 0;

let app: FastifyInstance;
let settler: Client;
let player: Client;
beforeAll(async () => {
  app = await buildTestApp();
  const db = app.db;
  // A player of the worked example: bundle 1 loses 2,500, bundle 2 (open) wins 10,000,
  // debts of 300 and −100 (balance 200) in one category; share 50 %, makeup carried.
  const user = (await db.one<{ id: number }>(
    "INSERT INTO users (username, password_hash) VALUES ('settler', 'x') RETURNING id",
  ))!.id;
  await db.query('INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2)', [
    user,
    PERMISSIONS.dashboard,
  ]);
  const account = (await db.one<{ id: number }>(
    `INSERT INTO account_records (user_id, room_id, name)
     SELECT $1, id, 'settler_usd' FROM rooms WHERE currency_name = 'USD' AND NOT virtual ORDER BY id LIMIT 1
     RETURNING id`,
    [user],
  ))!.id;
  const contract = (await db.one<{ id: number }>(
    `INSERT INTO contracts (user_id, start_datetime, amount_games, personal_share)
     VALUES ($1, now() - interval '60 days', 1000, 50) RETURNING id`,
    [user],
  ))!.id;
  const [b1, b2] = [
    (await db.one<{ id: number }>(
      `INSERT INTO bundles (contract_id, number, start_datetime, end_datetime)
       VALUES ($1, 1, now() - interval '60 days', now() - interval '30 days') RETURNING id`,
      [contract],
    ))!.id,
    (await db.one<{ id: number }>(
      `INSERT INTO bundles (contract_id, number, start_datetime) VALUES ($1, 2, now() - interval '30 days') RETURNING id`,
      [contract],
    ))!.id,
  ];
  await db.query(
    `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id)
     VALUES ($1, $2, 'deposit', 10000, 'deposit_request', 900001), ($1, $3, 'deposit', 500, 'deposit_request', 900002)`,
    [account, b1, b2],
  );
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, source)
     VALUES ($1, $2, 7500, 'manual'), ($1, $3, 18000, 'manual')`,
    [account, b1, b2],
  );
  await db.query(
    `INSERT INTO deductibles (user_id, category_id, amount, comment)
     SELECT $1, id, x.amount, 'долг' FROM (SELECT id FROM deductible_categories ORDER BY id LIMIT 1) c,
            (VALUES (300), (-100)) x (amount)`,
    [user],
  );
  settler = await clientFor(app, 'settler');
  player = await clientFor(app, 'player');
});
afterAll(() => app.close());

test('the worked example: makeup 2,500 from bundle 1, 7,500 after makeup, 3,750 each, minus 200 → 3,550', async () => {
  const res = await settler.get(PREVIEW);
  expect(res.statusCode).toBe(200);
  const { figures, sources, bundle } = res.json().data;
  expect(bundle.number).toBe(2);
  expect(figures).toMatchObject({
    result: '10000.00',
    makeup_before: '2500.00',
    after_makeup: '7500.00',
    player_share: '3750.00',
    fund_share: '3750.00',
    deductions_total: '200.00',
    payout: '3550.00',
    makeup_after: '0.00',
  });
  expect(sources.makeup_before).toEqual([{ bundle_number: 1, result: '-2500.00', makeup_after: '2500.00' }]);
  // The payout info is the same settlement (before issue 38 it showed 5,000).
  const info = (await settler.get('/api/users/current/payout/')).json().data;
  expect([info.payout, info.total, info.personal_share]).toEqual(['3550.00', '10000.00', '50.00']);
});

test.each(['settler', 'player'])('%s: the rows shown under each figure sum to it', async (username) => {
  const client = username === 'settler' ? settler : player;
  const { figures, sources } = (await client.get(PREVIEW)).json().data;
  // The bundle result: Σ of the accounts' USD results; each account's movements Σ to its transfers.
  expect(sum(sources.result.map((a: { usd: string }) => a.usd))).toBe(sum([figures.result]));
  for (const account of sources.result) {
    expect(same(sum(account.movements.map((m: { amount: string }) => m.amount)), account.transfers_sum)).toBe(
      true,
    );
  }
  // Debts: each category's rows Σ to its balance; what is deducted never exceeds it.
  for (const debt of sources.deductions) {
    expect(same(sum(debt.rows.map((r: { amount: string }) => r.amount)), debt.balance)).toBe(true);
  }
  expect(figures.deductions.map((d: { balance: string }) => d.balance)).toEqual(
    sources.deductions.map((d: { balance: string }) => d.balance),
  );
  // Makeup before: the last earlier bundle's makeup after; the chain's results are the bundles'.
  expect(sources.makeup_before.at(-1)?.makeup_after ?? '0.00').toBe(figures.makeup_before);
  expect(subDecimals(figures.player_share, figures.deductions_total)).toBe(figures.payout);
  expect((await client.get('/api/users/current/payout/')).json().data.payout).toBe(figures.payout);
});

test('a user with no contract gets null; without the dashboard permission 403', async () => {
  const res = await (await clientFor(app, 'admin')).get(PREVIEW);
  expect([res.statusCode, res.json().data]).toEqual([200, null]);
  expect((await (await clientFor(app, 'manager')).get(PREVIEW)).statusCode).toBe(403);
});
