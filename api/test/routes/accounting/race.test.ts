import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, CONFIRM, clientFor } from './helpers';
import { heldAccount, newTransfer } from './money-fixtures';

// The race suite of issue 17 (docs/security.md "Money invariants", "Idempotency"). It needs real
// concurrent connections, so it runs only on PostgreSQL (TEST_DATABASE_URL); PGlite has one
// connection and serialises every transaction, so a race there proves nothing.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const LINK = 'https://prnt.sc/abc123';
const PARALLEL = 20;

let app: FastifyInstance;
let player: Client;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
});
afterEach(() => app.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await app.db.one<{ n: number }>(`SELECT (${sql})::int AS n`, params))!.n;

const available = async (account: number) =>
  (await app.db.one<{ a: string }>('SELECT account_available($1)::text AS a', [account]))!.a;

const parallel = (send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(i)));

const statuses = (results: LightMyRequestResponse[]) => results.map((r) => r.statusCode).sort();

interface Ids {
  acr: number;
  ps: number;
  transfer: number;
  booking: number;
}

/** The player's accounts, no pending payout, a new transfer of 1.00 from PokerStars, an open booking. */
async function setup(): Promise<Ids> {
  const ps = await accountId(app, 'player', 23);
  const acr = await accountId(app, 'player', 7);
  await app.db.query("DELETE FROM payout_requests WHERE status = 'pending'");
  const transfer = await newTransfer(app, ps, '1.00');
  const booking = await app.db.one<{ id: number }>(
    `INSERT INTO deposit_bookings (room_id, currency_name, amount, comment) VALUES (23, 'USD', 100, 'race')
     RETURNING id`,
  );
  return { acr, ps, transfer, booking: booking!.id };
}

describeOnPostgres('money races on PostgreSQL', () => {
  // Each case: what to send and the SQL count of its effect; `setup` makes the object acted on.
  const keyed: [string, (ids: Ids) => [string, unknown], string][] = [
    [
      'snapshot',
      ({ acr }) => [
        '/api/accounting/accountrecordbalances/',
        { account_record: acr, balance: '500.00', tournaments_count: 1 },
      ],
      'SELECT count(*) FROM balance_reports',
    ],
    [
      'balance transfer',
      ({ acr, ps }) => [
        '/api/accounting/accountrecordbalance/transfer/',
        {
          cashout_account_record: ps,
          deposit_account_record: acr,
          amount: '1.00',
          comment: LINK,
          deposit_scr: LINK,
          change_balance: true,
        },
      ],
      'SELECT count(*) FROM balance_transfers',
    ],
    [
      'cash flow',
      ({ ps }) => [
        '/api/accounting/cashflow/',
        { account_record: ps, amount: '10.00', is_payout: false, comment: LINK },
      ],
      'SELECT count(*) FROM cash_flows',
    ],
    [
      'deposit request',
      ({ ps }) => ['/api/accounting/depositrequests/', { account_record: ps, amount: '10.00', comment: '' }],
      'SELECT count(*) FROM deposit_requests',
    ],
    [
      'personal funds',
      ({ ps }) => [
        '/api/accounting/playerfundflow/',
        { account_record: ps, type: 'cashback', amount: '10.00', comment: LINK },
      ],
      'SELECT count(*) FROM personal_funds_movements',
    ],
    [
      'payout request',
      ({ ps }) => [
        '/api/accounting/payoutrequestsv2/',
        { requests: [{ account_record_id: ps, screenshot: LINK }], password: 'demo-password' },
      ],
      'SELECT count(*) FROM payout_requests',
    ],
    [
      'hold',
      ({ transfer }) => [`/api/accounting/transfers/holdv2/${transfer}/`, { change_balance: false }],
      "SELECT count(*) FROM transfers WHERE status = 'held'",
    ],
    [
      'confirm',
      ({ transfer }) => [
        `/api/accounting/transfers/confirmv2/${transfer}/`,
        { ...CONFIRM, fee: 0, fee_percentage: 0 },
      ],
      'SELECT count(*) FROM transfer_confirmations',
    ],
    [
      'deposit booking',
      ({ booking }) => ['/api/accounting/depositrequests/tableau/', { deposit_id: booking }],
      'SELECT count(*) FROM deposit_bookings WHERE booked_by IS NOT NULL',
    ],
  ];

  test.each(keyed)(
    '%s × 20 parallel with one Idempotency-Key → one effect, one answer',
    async (name, request, effect) => {
      const [url, body] = request(await setup());
      const before = await count(effect);
      const key = { 'idempotency-key': `race-${name.replace(/ /g, '-')}` };
      const results = await parallel(() => player.post(url, body, key));
      expect(statuses(results)).toEqual(Array(PARALLEL).fill(200));
      expect(new Set(results.map((r) => r.body)).size).toBe(1);
      expect(await count(effect)).toBe(before + 1);
    },
  );

  test('deleting a deposit request × 20 parallel with one Idempotency-Key → one effect, one answer', async () => {
    const { ps } = await setup();
    const deposit = await player.post('/api/accounting/depositrequests/', { account_record: ps, amount: 5 });
    const id = deposit.json().data.id;
    const results = await parallel(() =>
      player.del(`/api/accounting/depositrequests/${id}/`, { 'idempotency-key': 'race-delete-0001' }),
    );
    expect(statuses(results)).toEqual(Array(PARALLEL).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await count('SELECT count(*) FROM deposit_requests WHERE deleted_at IS NOT NULL')).toBe(1);
  });

  test.each(['hold', 'confirm', 'payout request'])(
    '%s without a key: 20 parallel → exactly one succeeds, the rest 409',
    async (name) => {
      const [, request] = keyed.find(([n]) => n === name)!;
      const [url, body] = request(await setup());
      const results = await parallel(() => player.post(url, body));
      expect(statuses(results)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    },
  );

  describe('balance − held ≥ 0 under 20 parallel requests per path (200 balance, 150 held)', () => {
    const out = (acr: number, ps: number): [string, string, (i: number) => Promise<unknown>][] => [
      [
        'balance transfer',
        '/api/accounting/accountrecordbalance/transfer/',
        async () => ({
          cashout_account_record: acr,
          deposit_account_record: ps,
          amount: '30.00',
          comment: LINK,
          deposit_scr: LINK,
          change_balance: true,
        }),
      ],
    ];

    test.each([0])('path %i of balance transfer: one of 20 moves of 30 fits', async (index) => {
      const { acr, ps } = await heldAccount(app, player);
      const [name, url, body] = out(acr, ps)[index]!;
      const bodies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => body(i)));
      const results = await parallel((i) => player.post(url, bodies[i]));
      expect([name, statuses(results)]).toEqual([name, [200, ...Array(PARALLEL - 1).fill(409)]]);
      expect(await available(acr)).toBe('20.00');
    });

    // Issue 16: a declared personal funds deposit moves nothing until the fund approves it; the
    // race of 20 approvals is in api/test/routes/backoffice/race.test.ts.
    test('personal funds: 20 parallel declarations of 30 are all pending, nothing moves', async () => {
      const { acr } = await heldAccount(app, player);
      const results = await parallel(() =>
        player.post('/api/accounting/playerfundflow/', {
          account_record: acr,
          type: 'deposit',
          amount: '30.00',
          comment: LINK,
          change_balance: true,
        }),
      );
      expect(statuses(results)).toEqual(Array(PARALLEL).fill(200));
      expect(await count("SELECT count(*) FROM personal_funds_movements WHERE status = 'pending'")).toBe(
        PARALLEL,
      );
      expect(await available(acr)).toBe('50.00');
    });

    test('hold: one of 20 holds of 30 fits', async () => {
      const { acr } = await heldAccount(app, player);
      const ids = await Promise.all(Array.from({ length: PARALLEL }, () => newTransfer(app, acr, '30.00')));
      const results = await parallel((i) =>
        player.post(`/api/accounting/transfers/holdv2/${ids[i]}/`, { change_balance: false }),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await available(acr)).toBe('20.00');
    });

    test('confirm with change_balance: one of 20 confirmations of 30 fits', async () => {
      const { acr } = await heldAccount(app, player);
      const ids = await Promise.all(Array.from({ length: PARALLEL }, () => newTransfer(app, acr, '30.00')));
      const results = await parallel((i) =>
        player.post(`/api/accounting/transfers/confirmv2/${ids[i]}/`, {
          ...CONFIRM,
          fee: 0,
          fee_percentage: 0,
          change_balance: true,
        }),
      );
      expect(statuses(results)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
      expect(await available(acr)).toBe('20.00');
    });

    test('snapshots racing holds: whatever wins, the holds stay covered', async () => {
      const { acr } = await heldAccount(app, player);
      const ids = await Promise.all(
        Array.from({ length: PARALLEL / 2 }, () => newTransfer(app, acr, '10.00')),
      );
      const results = await parallel((i) =>
        i % 2 === 0
          ? player.post(`/api/accounting/transfers/holdv2/${ids[i / 2]}/`, { change_balance: false })
          : player.post('/api/accounting/accountrecordbalances/', {
              account_record: acr,
              balance: String(150 + i),
              tournaments_count: 0,
            }),
      );
      expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
      expect(Number(await available(acr))).toBeGreaterThanOrEqual(0);
    });
  });

  test('random interleavings of hold / confirm / transfer / snapshot / personal funds keep balance − held ≥ 0', async () => {
    const { acr, ps } = await heldAccount(app, player);
    let seed = 17;
    const random = () => {
      // mulberry32: a small seeded generator, so a failure replays exactly.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const cents = (max: number) => (Math.floor(random() * max * 100) / 100 + 0.01).toFixed(2);
    const pool = await Promise.all(Array.from({ length: 30 }, () => newTransfer(app, acr, cents(80))));
    const ops: (() => Promise<LightMyRequestResponse>)[] = [
      () =>
        player.post(`/api/accounting/transfers/holdv2/${pick(pool)}/`, { change_balance: random() < 0.5 }),
      () =>
        player.post(`/api/accounting/transfers/confirmv2/${pick(pool)}/`, {
          ...CONFIRM,
          fee: 0,
          fee_percentage: 0,
          change_balance: random() < 0.7,
        }),
      () => {
        const [from, to] = random() < 0.5 ? [acr, ps] : [ps, acr];
        return player.post('/api/accounting/accountrecordbalance/transfer/', {
          cashout_account_record: from,
          deposit_account_record: to,
          amount: cents(100),
          comment: LINK,
          deposit_scr: LINK,
          change_balance: true,
        });
      },
      () =>
        player.post('/api/accounting/accountrecordbalances/', {
          account_record: acr,
          balance: cents(400),
          tournaments_count: 0,
        }),
      () =>
        player.post('/api/accounting/playerfundflow/', {
          account_record: acr,
          type: 'deposit',
          amount: cents(60),
          comment: LINK,
          change_balance: true,
        }),
    ];
    const seen = new Set<number>();
    for (let round = 0; round < 6; round++) {
      const batch = Array.from({ length: PARALLEL }, () => pick(ops));
      const results = await Promise.all(batch.map((op) => op()));
      for (const r of results) seen.add(r.statusCode);
      expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
      for (const account of [acr, ps]) expect(Number(await available(account))).toBeGreaterThanOrEqual(0);
    }
    expect(seen.has(200)).toBe(true);
  });
});
