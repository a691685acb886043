import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/db/types';
import { keepAnswer, pruneAnswerLog, storedAnswer } from '../../../src/lib/stored-answers';
import { listCashFlows } from '../../../src/routes/accounting/money/cash-flows';
import { listDepositRequests } from '../../../src/routes/accounting/money/deposits';
import { listPersonalFunds } from '../../../src/routes/accounting/money/personal-funds';
import { accountRates } from '../../../src/routes/accounting/money/repository';
import { accountCards } from '../../../src/routes/accounting/reports/account-cards';
import {
  payoutInfo,
  personalFundsMax,
  personalFundsSum,
} from '../../../src/routes/accounting/reports/personal-funds';
import {
  bundleResult,
  contractResult,
  contractWithBundles,
} from '../../../src/routes/accounting/reports/repository';
import { listTransfers } from '../../../src/routes/accounting/transfers/repository';
import { buildTestApp } from '../../helpers/app';
import { type Client, clientFor } from './helpers';

// Stored answers (migration 090, docs/api.md "Stored answers"): whatever changes a row an answer
// reads, the next GET answers what a fresh computation gives. Each case first fills every stored
// answer, changes one watched table the way the app or the back office would, and checks that at
// least one answer moved (so the case can fail) and that every answer equals a fresh computation.

let app: FastifyInstance;
let player: Client;
let ids: { user: number; account: number; eurAccount: number; contract: number };

beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
  const row = await app.db.one<typeof ids>(
    `SELECT u.id AS "user",
            (SELECT min(ar.id) FROM account_records ar WHERE ar.user_id = u.id AND ar.can_request_deposit) AS account,
            (SELECT min(ar.id) FROM account_records ar JOIN rooms r ON r.id = ar.room_id
              WHERE ar.user_id = u.id AND r.currency_name = 'EUR') AS "eurAccount",
            (SELECT max(c.id) FROM contracts c WHERE c.user_id = u.id) AS contract
       FROM users u WHERE u.username = 'player'`,
  );
  ids = row!;
  expect(Object.values(ids).every((id) => typeof id === 'number')).toBe(true);
});
afterEach(() => app?.close());

/** The changes logged for the demo player's answers (migration 095): rows, and distinct transactions. */
const logged = async () =>
  (await app.db.one<{ rows: number; xacts: number }>(
    `SELECT count(*)::int AS rows, count(DISTINCT xid::text)::int AS xacts
       FROM answer_changes WHERE user_id IN ($1, 0)`,
    [ids.user],
  ))!;

/** The snapshot a request taking it now would read in. */
const currentSnapshot = async () =>
  (await app.db.one<{ snapshot: string }>('SELECT pg_current_snapshot()::text AS snapshot'))!.snapshot;

const maxUrl = () => `/api/accounting/personalfunds/max/?acc_record_id=${ids.account}`;

/** Every stored answer: its URL and its computation straight from the repository. */
const answers = (): Array<[string, (db: Db) => Promise<unknown>]> => {
  const data =
    (read: (db: Db) => Promise<unknown>) =>
    async (db: Db): Promise<unknown> => ({ success: true, data: await read(db) });
  return [
    ['/api/accounting/accountcards/', data((db) => accountCards(db, ids.user))],
    ['/api/accounting/reports/personalfundssum/', data((db) => personalFundsSum(db, ids.user))],
    ['/api/accounting/reports/contractresult/', data((db) => contractResult(db, ids.user))],
    ['/api/accounting/reports/bundleresult/', data((db) => bundleResult(db, ids.user))],
    ['/api/contracts/user/last/', data((db) => contractWithBundles(db, ids.user))],
    ['/api/users/current/payout/', data((db) => payoutInfo(db, ids.user))],
    [
      maxUrl(),
      data(async (db) => ({
        value: await personalFundsMax(db, ids.user, (await accountRates(db, ids.account)).rate),
      })),
    ],
    ['/api/accounting/depositrequests/', data((db) => listDepositRequests(db, ids.user))],
    ['/api/accounting/transfersv2/', data((db) => listTransfers(db, ids.user))],
    ['/api/accounting/playerfundflow/', data((db) => listPersonalFunds(db, ids.user))],
    [
      '/api/accounting/cashflow/?limit=10&offset=0',
      async (db) => {
        const { rows, count } = await listCashFlows(db, ids.user, 10, 0);
        return { success: true, data: rows, count };
      },
    ],
  ];
};

async function served(): Promise<unknown[]> {
  return Promise.all(
    answers().map(async ([url]) => {
      const res = await player.get(url);
      expect(res.statusCode).toBe(200);
      return res.json();
    }),
  );
}

const computed = () =>
  Promise.all(answers().map(async ([, compute]) => JSON.parse(JSON.stringify(await compute(app.db)))));

const CHANGES: Array<[string, (db: Db) => Promise<unknown>]> = [
  [
    'account_records',
    (db) => db.query("UPDATE account_records SET name = name || ' 2' WHERE id = $1", [ids.account]),
  ],
  [
    'contracts',
    (db) =>
      db.query('UPDATE contracts SET personal_share = personal_share + 5 WHERE id = $1', [ids.contract]),
  ],
  [
    'personal_funds_movements',
    (db) =>
      db.query(
        "INSERT INTO personal_funds_movements (user_id, type, amount, comment) VALUES ($1, 'deposit', 1234.56, 'test')",
        [ids.user],
      ),
  ],
  ['shark_stats', (db) => db.query('UPDATE shark_stats SET abi = abi + 3 WHERE user_id = $1', [ids.user])],
  [
    'balance_reports',
    (db) =>
      db.query(
        `INSERT INTO balance_reports (account_record_id, bundle_id, balance)
         VALUES ($1, (current_bundle_ids($2))[1], 98765.43)`,
        [ids.account, ids.user],
      ),
  ],
  [
    'ledger_movements',
    (db) =>
      db.query(
        `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id)
         VALUES ($1, (current_bundle_ids($2))[1], 'deposit', 321.09, 'deposit_request', 987654)`,
        [ids.account, ids.user],
      ),
  ],
  [
    'cash_flows',
    (db) =>
      db.query(
        "INSERT INTO cash_flows (account_record_id, amount, is_payout, comment) VALUES ($1, 77.70, false, 'test')",
        [ids.account],
      ),
  ],
  [
    'deposit_requests',
    (db) =>
      db.query('INSERT INTO deposit_requests (account_record_id, amount) VALUES ($1, 55.50)', [ids.account]),
  ],
  [
    'bundles',
    (db) =>
      db.query(
        "UPDATE bundles SET start_datetime = start_datetime - interval '1 day' WHERE contract_id = $1",
        [ids.contract],
      ),
  ],
  [
    'rooms',
    (db) =>
      db.query(
        "UPDATE rooms SET full_name = full_name || ' 2' WHERE id = (SELECT room_id FROM account_records WHERE id = $1)",
        [ids.account],
      ),
  ],
  ['forex_rates', (db) => db.query("UPDATE forex_rates SET rate = rate + 0.25 WHERE currency_name = 'EUR'")],
  [
    'transfers',
    (db) =>
      db.query(
        `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status)
         SELECT room_id, id, true, 12.34, 'new' FROM account_records WHERE id = $1`,
        [ids.account],
      ),
  ],
  ['ewallets', (db) => db.query("UPDATE ewallets SET address = address || '-2'")],
];

test.each(CHANGES)('a change to %s: every stored answer is computed again', async (_table, change) => {
  const before = await served();
  expect(before).toEqual(await computed());
  await change(app.db);
  const after = await served();
  expect(after).not.toEqual(before);
  expect(after).toEqual(await computed());
});

test('chip rates: a change to a chip currency reaches the answers of the players whose accounts use it', async () => {
  const [chip] = await app.db.query<{ id: number }>(
    "INSERT INTO chip_currencies (name, chip_rate) VALUES ('Тестовые фишки', 0.5) RETURNING id",
  );
  await app.db.query('UPDATE account_records SET chip_currency_id = $1 WHERE id = $2', [
    chip!.id,
    ids.eurAccount,
  ]);
  const before = await served();
  await app.db.query('UPDATE chip_currencies SET chip_rate = 2 WHERE id = $1', [chip!.id]);
  const after = await served();
  expect(after).not.toEqual(before);
  expect(after).toEqual(await computed());
});

test("another player's change leaves this player's stored answers in place; a rate change does not", async () => {
  await served();
  const first = await logged();
  await app.db.query(
    `INSERT INTO deposit_requests (account_record_id, amount)
     SELECT ar.id, 10 FROM account_records ar WHERE ar.user_id <> $1 ORDER BY ar.id LIMIT 1`,
    [ids.user],
  );
  expect(await logged()).toEqual(first);
  await app.db.query("UPDATE forex_rates SET rate = rate WHERE currency_name = 'EUR'");
  expect((await logged()).rows).toBe(first.rows + 1);
});

test('a computation from an older snapshot never replaces a newer stored answer', async () => {
  const kind = 'test/kind';
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"first"')).toBe('"first"');
  // The snapshot of a request that read the data before the change and finishes late.
  const snapshot = await currentSnapshot();
  await app.db.query('UPDATE shark_stats SET abi = abi + 1 WHERE user_id = $1', [ids.user]);
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"second"')).toBe('"second"');
  await keepAnswer(app.db, ids.user, kind, snapshot, '"stale"');
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"not computed"')).toBe('"second"');
  // Stored by itself (nothing fresh in place), the late answer is not served: it missed the change.
  await app.db.query('DELETE FROM stored_answers WHERE user_id = $1 AND kind = $2', [ids.user, kind]);
  await keepAnswer(app.db, ids.user, kind, snapshot, '"stale"');
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"third"')).toBe('"third"');
});

test("a stored personal-funds maximum is never served for another player's account", async () => {
  expect((await player.get(maxUrl())).statusCode).toBe(200);
  const other = await clientFor(app, 'anna.kuznetsova');
  const res = await other.get(maxUrl());
  expect(res.statusCode).toBe(404);
  expect(res.json().detail).toBe('Счёт не найден.');
});

test("a transaction's changes are logged under its own id, a statement once per player; a rollback logs none", async () => {
  const first = await logged();
  await app.db.tx(async (t) => {
    await t.query('UPDATE shark_stats SET abi = abi + 1 WHERE user_id = $1', [ids.user]);
    await t.query('UPDATE contracts SET personal_share = personal_share + 1 WHERE id = $1', [ids.contract]);
    await t.query('INSERT INTO deposit_requests (account_record_id, amount) VALUES ($1, 1)', [ids.account]);
  });
  expect(await logged()).toEqual({ rows: first.rows + 3, xacts: first.xacts + 1 });
  await expect(
    app.db.tx(async (t) => {
      await t.query('UPDATE shark_stats SET abi = abi + 1 WHERE user_id = $1', [ids.user]);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await logged()).toEqual({ rows: first.rows + 3, xacts: first.xacts + 1 });
  // One statement over many rows of the player: one row in the log.
  await app.db.query('UPDATE account_records SET name = name WHERE user_id = $1', [ids.user]);
  expect(await logged()).toEqual({ rows: first.rows + 4, xacts: first.xacts + 2 });
});

/** Every row of the change log (all players). */
const logRows = async () =>
  (await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM answer_changes'))!.n;

// A horizon is a past snapshot's xmin: the oldest transaction then running on the whole server. On a
// PostgreSQL server that other tests' databases share, that may be older than this test's own rows,
// so where a case needs the horizon above its rows it notes one by hand, as a pruning would once no
// older transaction runs anywhere.
const noteHorizonAboveEverything = () =>
  app.db.query('UPDATE answer_log_horizon SET next_horizon = pg_current_xact_id()');

test('pruning removes the log below the previous pruning’s horizon; answers stay exact', async () => {
  await served();
  await app.db.query('UPDATE shark_stats SET abi = abi + 1 WHERE user_id = $1', [ids.user]);
  expect(await served()).toEqual(await computed());
  const rows = await logRows();
  expect(rows).toBeGreaterThan(0);
  // The first pruning only notes a horizon (nothing was noted before it), and never one above a
  // transaction that may still be running.
  expect(await pruneAnswerLog(app.db)).toBe(0);
  expect(await logRows()).toBe(rows);
  const noted = await app.db.one<{ past: boolean }>(
    'SELECT next_horizon <= pg_snapshot_xmin(pg_current_snapshot()) AS past FROM answer_log_horizon',
  );
  expect(noted?.past).toBe(true);
  // The next one prunes to the noted horizon: here above every row.
  await noteHorizonAboveEverything();
  expect(await pruneAnswerLog(app.db)).toBe(rows);
  expect(await logRows()).toBe(0);
  // Every answer stored before the horizon is computed again: the same figures as a fresh read.
  expect(await served()).toEqual(await computed());
  await app.db.query("UPDATE forex_rates SET rate = rate + 0.5 WHERE currency_name = 'EUR'");
  await app.db.query('UPDATE contracts SET personal_share = personal_share + 2 WHERE id = $1', [
    ids.contract,
  ]);
  const after = await served();
  expect(after).toEqual(await computed());
});

test('a change pruned from the log never lets an answer computed before it through', async () => {
  const kind = 'test/pruned';
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"before"')).toBe('"before"');
  // The snapshot of a slow request that read the data before the change.
  const snapshot = await currentSnapshot();
  await app.db.query('UPDATE shark_stats SET abi = abi + 1 WHERE user_id = $1', [ids.user]);
  // A previous pruning noted a horizon above the change; this one prunes to it.
  await noteHorizonAboveEverything();
  await pruneAnswerLog(app.db);
  // The change's row is gone from the log, and so is the answer stored before it.
  expect(await logRows()).toBe(0);
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"after"')).toBe('"after"');
  // The slow request stores what it read once the log no longer holds the change: refused all the same.
  await app.db.query('DELETE FROM stored_answers WHERE user_id = $1 AND kind = $2', [ids.user, kind]);
  await keepAnswer(app.db, ids.user, kind, snapshot, '"stale"');
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"again"')).toBe('"again"');
});

test('an answer computed since the previous pruning stays stored through the next one', async () => {
  const kind = 'test/kept';
  await pruneAnswerLog(app.db);
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"kept"')).toBe('"kept"');
  await pruneAnswerLog(app.db);
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"not computed"')).toBe('"kept"');
  // A change after it still reaches it, pruning or not.
  await app.db.query('UPDATE shark_stats SET abi = abi + 1 WHERE user_id = $1', [ids.user]);
  await pruneAnswerLog(app.db);
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"changed"')).toBe('"changed"');
});

// Two connections at once: PostgreSQL only (PGlite has one connection).
const testOnPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

testOnPostgres('a change running while the answer is computed makes it stale once it commits', async () => {
  const kind = 'test/running';
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let written!: () => void;
  const wrote = new Promise<void>((resolve) => {
    written = resolve;
  });
  // A writer that changes the player's row and waits, uncommitted, while the answer is computed.
  const writer = app.db.tx(async (t) => {
    await t.query('UPDATE shark_stats SET abi = abi + 1 WHERE user_id = $1', [ids.user]);
    written();
    await released;
  });
  await wrote;
  // A later transaction (another player's) commits first, so the writer's id is below the
  // snapshot's xmax and only its place in the running list (xip) tells it was not seen.
  await app.db.query(
    `INSERT INTO deposit_requests (account_record_id, amount)
     SELECT ar.id, 10 FROM account_records ar WHERE ar.user_id <> $1 ORDER BY ar.id LIMIT 1`,
    [ids.user],
  );
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"before"')).toBe('"before"');
  // Still running: the stored answer is what every read sees.
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"not computed"')).toBe('"before"');
  release();
  await writer;
  // Committed: its transaction was running when the answer's snapshot was taken (xip).
  expect(await storedAnswer(app.db, ids.user, kind, async () => '"after"')).toBe('"after"');
});
