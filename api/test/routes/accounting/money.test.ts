import { addDecimals, mulDecimals, roundDecimal } from '@fund/shared/decimal';
import { PERMISSIONS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, clientFor, snapshot } from './helpers';

let app: FastifyInstance;
let player: Client;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
});
afterEach(() => app?.close());

test('deposit request: create, 20 concurrent deletes → one, processed cannot be deleted, others 404', async () => {
  const ps = await accountId(app, 'player', 23);
  const created = await player.post('/api/accounting/depositrequests/', {
    account_record: ps,
    amount: 150,
    comment: '',
  });
  expect(created.statusCode).toBe(200);
  const id = created.json().data.id;
  // The dialog matches a room account's pending requests by id, not by room and nickname.
  const listed = (await player.get('/api/accounting/depositrequests/')).json().data;
  expect(listed.find((row: { id: number }) => row.id === id)).toMatchObject({ account_record_id: ps });
  const other = await clientFor(app, 'anna.kuznetsova');
  expect((await other.del(`/api/accounting/depositrequests/${id}/`)).statusCode).toBe(404);
  const results = await Promise.all(
    Array.from({ length: 20 }, () => player.del(`/api/accounting/depositrequests/${id}/`)),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(results.filter((r) => r.statusCode === 404)).toHaveLength(19);
  const processed = await app.db.one<{ id: number }>(
    'SELECT id FROM deposit_requests WHERE processed_datetime IS NOT NULL ORDER BY id LIMIT 1',
  );
  const refused = await player.del(`/api/accounting/depositrequests/${processed!.id}/`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.messages[0]).toBe('Запрос уже обработан, удалить его нельзя.');
});

test("deposit request refused: an account that does not allow them (400), another player's account (404); nothing written", async () => {
  const ps = await accountId(app, 'player', 23);
  await app.db.query('UPDATE account_records SET can_request_deposit = false WHERE id = $1', [ps]);
  const before = await snapshot(app);
  const refused = await player.post('/api/accounting/depositrequests/', { account_record: ps, amount: 150 });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.messages).toEqual(['Запрос депозита недоступен для этого счёта.']);
  const other = await clientFor(app, 'anna.kuznetsova');
  const foreign = await other.post('/api/accounting/depositrequests/', { account_record: ps, amount: 150 });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json().detail).toBe('Счёт не найден.');
  expect(await snapshot(app)).toBe(before);
});

test.each([
  ['/api/accounting/depositrequests/', { amount: -1, comment: '' }, 'amount', 'Минимальная сумма 0.01'],
  ['/api/accounting/depositrequests/', { amount: 0, comment: '' }, 'amount', 'Минимальная сумма 0.01'],

  ['/api/accounting/depositrequests/', { amount: 'десять' }, 'amount', 'Должно быть числом'],
  [
    '/api/accounting/accountrecordbalances/',
    { balance: 10, tournaments_count: 41 },
    'tournaments_count',
    'Максимум 40',
  ],
  [
    '/api/accounting/playerfundflow/',
    { type: 'cashout', amount: -1, comment: 'abc' },
    'comment',
    'Некорректная ссылка',
  ],
  [
    '/api/accounting/cashflow/',
    { amount: 0, is_payout: false, comment: 'https://prnt.sc/x' },
    'amount',
    'Минимальная сумма 0.01',
  ],
  ['/api/users/reviews/', { review: 'x'.repeat(1001) }, 'review', 'Максимум 1000 символов'],
])('%s bad input %j → 400 on %s, nothing changes', async (url, patch, field, message) => {
  const ps = await accountId(app, 'player', 23);
  const before = await snapshot(app);
  const body = url.includes('reviews') ? patch : { account_record: ps, ...patch };
  const res = await player.post(url, body);
  expect(res.statusCode).toBe(400);
  expect(res.json().error.fields[field]).toContain(message);
  expect(await snapshot(app)).toBe(before);
});

test('personal funds cashout: at most the maximum; the movement is stored negated', async () => {
  const ps = await accountId(app, 'player', 23);
  const max = (await player.get(`/api/accounting/personalfunds/max/?acc_record_id=${ps}`)).json().data.value;
  expect(max).toBe('2000.00');
  const before = await snapshot(app);
  const over = await player.post('/api/accounting/playerfundflow/', {
    account_record: ps,
    type: 'cashout',
    amount: -2000.01,
    comment: 'https://prnt.sc/out',
  });
  expect(over.statusCode).toBe(400);
  expect(over.json().error.messages[0]).toBe('Должно быть не больше баланса');
  expect(await snapshot(app)).toBe(before);
  const results = await Promise.all(
    Array.from({ length: 5 }, () =>
      player.post('/api/accounting/playerfundflow/', {
        account_record: ps,
        type: 'cashout',
        amount: -2000,
        comment: 'https://prnt.sc/out',
      }),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  const sum = (await player.get('/api/accounting/reports/personalfundssum/')).json().data.sum;
  expect(sum).toBe('3200.00');
});

test('payout request: 20 concurrent → one pending request; foreign account 404', async () => {
  const gg = await accountId(app, 'player', 14);
  const items = [
    { account_record_id: gg, screenshot: 'https://prnt.sc/p1', screenshot2: 'https://prnt.sc/p2' },
  ];
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      player.post('/api/accounting/payoutrequestsv2/', { requests: items, password: 'demo-password' }),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
  const foreign = await accountId(app, 'anna.kuznetsova', 23);
  const other = await clientFor(app, 'newbie');
  const res = await other.post('/api/accounting/payoutrequestsv2/', {
    requests: [{ ...items[0], account_record_id: foreign }],
    password: 'demo-password',
  });
  expect(res.statusCode).toBe(404);
});

test('deposit booking: first of 20 wins', async () => {
  const open = await app.db.one<{ id: number }>(
    'SELECT id FROM deposit_bookings WHERE booked_by IS NULL AND room_id = 23',
  );
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      player.post('/api/accounting/depositrequests/tableau/', { deposit_id: open!.id }),
    ),
  );
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
});

test('change balance only for allow_untracked_input rooms; balance transfer only within one chip currency', async () => {
  const acr = await accountId(app, 'player', 7);
  const ps = await accountId(app, 'player', 23);
  const gg = await accountId(app, 'player', 14);
  expect(
    (
      await player.post('/api/accounting/accountrecordbalances/', {
        account_record: acr,
        balance: 990,
        tournaments_count: 12,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await player.post('/api/accounting/accountrecordbalances/', {
        account_record: ps,
        balance: 990,
        tournaments_count: 12,
      })
    ).statusCode,
  ).toBe(403);
  const body = {
    cashout_account_record: ps,
    deposit_account_record: acr,
    amount: 100,
    comment: 'https://prnt.sc/a',
    deposit_scr: 'https://prnt.sc/b',
    change_balance: true,
  };
  expect((await player.post('/api/accounting/accountrecordbalance/transfer/', body)).statusCode).toBe(200);
  const cross = await player.post('/api/accounting/accountrecordbalance/transfer/', {
    ...body,
    deposit_account_record: gg,
  });
  expect(cross.statusCode).toBe(400);
  expect(cross.json().error.messages[0]).toBe('Перевод возможен только между счетами с одной валютой фишек.');
});

test('every total equals the sum of its parts after money actions', async () => {
  const acr = await accountId(app, 'player', 7);
  await player.post('/api/accounting/accountrecordbalances/', {
    account_record: acr,
    balance: 1234.56,
    tournaments_count: 3,
  });
  const contract = (await player.get('/api/contracts/user/last/')).json().data;
  const result = (await player.get('/api/accounting/reports/contractresult/')).json().data;
  const bundle = (await player.get('/api/accounting/reports/bundleresult/')).json().data;
  const bundleSum = contract.bundles.reduce(
    (s: string, b: { result: string }) => addDecimals(s, b.result),
    '0',
  );
  expect(Number(bundleSum)).toBe(Number(result.result));
  expect(contract.last_bundle.result).toBe(bundle.result);
  const cards = (await player.get('/api/accounting/accountcards/')).json().data;
  // In chips at rate 1 the balance identity holds exactly (other rooms count results in another unit).
  const unitCards = cards.filter(
    (c: { chip_currency?: { chip_rate: string } }) => c.chip_currency?.chip_rate === '1.000000',
  );
  expect(unitCards.length).toBeGreaterThan(0);
  for (const card of unitCards) {
    const expected = addDecimals(addDecimals(card.start_balance, card.transfers_sum), card.result);
    expect(Number(expected)).toBe(Number(card.end_balance));
  }
  // The bundle result is the sum of the cards' results converted at their currency's rate.
  const rates = Object.fromEntries(
    bundle.currencies.map((c: { name: string; rate: string }) => [c.name, c.rate]),
  );
  const fromCards = cards.reduce(
    (sum: string, c: { result: string; currency_name: string }) =>
      addDecimals(sum, roundDecimal(mulDecimals(c.result, rates[c.currency_name] ?? '1'), 2)),
    '0',
  );
  expect(Number(fromCards)).toBe(Number(bundle.result));
  const perCurrency = bundle.currencies.reduce(
    (sum: string, c: { value: string; rate: string }) =>
      addDecimals(sum, roundDecimal(mulDecimals(c.value, c.rate), 2)),
    '0',
  );
  expect(Number(perCurrency)).toBe(Number(bundle.result));
});

test('without the dashboard permission every accounting route is 403', async () => {
  await app.db.query(
    `DELETE FROM user_permissions WHERE permission = $1 AND user_id = (SELECT id FROM users WHERE username = 'player')`,
    [PERMISSIONS.dashboard],
  );
  await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
  for (const url of [
    '/api/accounting/accountcards/',
    '/api/accounting/transfersv2/',
    '/api/users/current/payout/',
    '/api/contracts/user/last/',
  ]) {
    expect((await player.get(url)).statusCode).toBe(403);
  }
});

test("property: a player never reaches another player's transfer, deposit request or account (404)", async () => {
  const fc = await import('fast-check');
  const users = ['player', 'newbie', 'dmitry.sokolov', 'anna.kuznetsova'];
  const clients = Object.fromEntries(
    await Promise.all(users.map(async (u) => [u, await clientFor(app, u)] as const)),
  );
  const owned = await app.db.query<{ username: string; account: number }>(
    'SELECT u.username, ar.id AS account FROM account_records ar JOIN users u ON u.id = ar.user_id',
  );
  const transfers = await app.db.query<{ id: number; users: string[] }>(
    `SELECT t.id, array_remove(ARRAY[s.username, r.username], NULL) AS users FROM transfers t
       JOIN account_records sa ON sa.id = t.sender_account_record_id JOIN users s ON s.id = sa.user_id
       LEFT JOIN account_records ra ON ra.id = t.receiver_account_record_id LEFT JOIN users r ON r.id = ra.user_id`,
  );
  const deposits = await app.db.query<{ id: number; username: string }>(
    `SELECT d.id, u.username FROM deposit_requests d JOIN account_records ar ON ar.id = d.account_record_id
       JOIN users u ON u.id = ar.user_id`,
  );
  const before = await snapshot(app);
  await fc.assert(
    fc.asyncProperty(fc.nat(), fc.nat(), fc.nat(), fc.nat(), async (a, b, c, u) => {
      // Each item is tried by a user it does not belong to, so every run asserts all three.
      const stranger = (owners: string[]) => {
        const others = users.filter((x) => !owners.includes(x));
        return clients[others[u % others.length]!]!;
      };
      const account = owned[a % owned.length]!;
      const res = await stranger([account.username]).get(
        `/api/accounting/personalfunds/max/?acc_record_id=${account.account}`,
      );
      expect(res.statusCode).toBe(404);
      const transfer = transfers[b % transfers.length]!;
      const hold = await stranger(transfer.users).post(`/api/accounting/transfers/holdv2/${transfer.id}/`, {
        change_balance: false,
      });
      expect(hold.statusCode).toBe(404);
      const deposit = deposits[c % deposits.length]!;
      const del = await stranger([deposit.username]).del(`/api/accounting/depositrequests/${deposit.id}/`);
      expect(del.statusCode).toBe(404);
    }),
    { numRuns: 40 },
  );
  expect(await snapshot(app)).toBe(before);
});
