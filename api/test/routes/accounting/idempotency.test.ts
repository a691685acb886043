import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, clientFor, snapshot } from './helpers';

// Idempotency keys (issue 17 item 4) and exact money input (item 6).
let app: FastifyInstance;
let player: Client;
let ps: number;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
  ps = await accountId(app, 'player', 23);
});
afterEach(() => app.close());

const URL = '/api/accounting/depositrequests/';
const REUSED =
  'Ключ Idempotency-Key уже использован для другого запроса. Повторите запрос без изменений или возьмите новый ключ.';

async function depositCount(): Promise<number> {
  return (await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM deposit_requests'))!.n;
}

test('a replay answers the stored result; the same key with another body or route is 422, nothing changed', async () => {
  const key = { 'idempotency-key': 'deposit-key-0001' };
  const first = await player.post(URL, { account_record: ps, amount: '150.00', comment: '' }, key);
  expect(first.statusCode).toBe(200);
  const after = await snapshot(app);
  // Same body with its keys in another order: the same request.
  const replay = await player.post(URL, { comment: '', amount: '150.00', account_record: ps }, key);
  expect(replay.statusCode).toBe(200);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.json()).toEqual(first.json());
  for (const [url, body] of [
    [URL, { account_record: ps, amount: '151.00', comment: '' }],
    [
      '/api/accounting/cashflow/',
      { account_record: ps, amount: 150, is_payout: false, comment: 'https://x.io/a' },
    ],
  ] as const) {
    const reused = await player.post(url, body, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, error: { messages: [REUSED], fields: {} } });
  }
  expect(await snapshot(app)).toBe(after);
});

test("a key is the user's own: another user's same key acts independently", async () => {
  const anna = await clientFor(app, 'anna.kuznetsova');
  const annaPs = await accountId(app, 'anna.kuznetsova', 23);
  const key = { 'idempotency-key': 'shared-key-0001' };
  const mine = await player.post(URL, { account_record: ps, amount: 10, comment: '' }, key);
  const hers = await anna.post(URL, { account_record: annaPs, amount: 10, comment: '' }, key);
  expect([mine.statusCode, hers.statusCode]).toEqual([200, 200]);
  expect(hers.headers['idempotent-replayed']).toBeUndefined();
  expect(hers.json().data.id).not.toBe(mine.json().data.id);
});

test('a refused mutation leaves its key free; a malformed key is 400', async () => {
  const key = { 'idempotency-key': 'refused-key-0001' };
  const before = await depositCount();
  const refused = await player.post(URL, { account_record: 999_999, amount: 10, comment: '' }, key);
  expect(refused.statusCode).toBe(404);
  const ok = await player.post(URL, { account_record: ps, amount: 10, comment: '' }, key);
  expect(ok.statusCode).toBe(200);
  expect(await depositCount()).toBe(before + 1);
  const bad = await player.post(
    URL,
    { account_record: ps, amount: 10, comment: '' },
    { 'idempotency-key': 'x' },
  );
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.messages).toEqual(['Некорректный заголовок Idempotency-Key.']);
});

test('20 parallel requests with one key create one deposit request and all answer the same', async () => {
  const before = await depositCount();
  const key = { 'idempotency-key': 'parallel-key-0001' };
  const results = await Promise.all(
    Array.from({ length: 20 }, () => player.post(URL, { account_record: ps, amount: 25, comment: '' }, key)),
  );
  expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  expect(new Set(results.map((r) => r.body)).size).toBe(1);
  expect(await depositCount()).toBe(before + 1);
});

test('amounts are stored exactly as sent: decimal strings and exactly representable numbers', async () => {
  const sent = await player.post(URL, { account_record: ps, amount: '99999999.99', comment: '' });
  expect(sent.statusCode).toBe(200);
  const number = await player.post(URL, { account_record: ps, amount: 12345678.91, comment: '' });
  expect(number.statusCode).toBe(200);
  const rows = await app.db.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM deposit_requests WHERE id = ANY($1::int[]) ORDER BY id',
    [[sent.json().data.id, number.json().data.id]],
  );
  expect(rows.map((r) => r.amount)).toEqual(['99999999.99', '12345678.91']);
});

test.each([
  ['99999999999999.99', 'Не больше 100\u00a0000\u00a0000.00'],
  [99999999999999.98, 'Не больше 100\u00a0000\u00a0000.00'],
  [1e16, 'Не больше 100\u00a0000\u00a0000.00'],
  ['99999999999999999999', 'Не больше 100\u00a0000\u00a0000.00'],
  ['1.005', 'Формат 0.00'],
  ['1,050.00', 'Введите сумму без разделителя тысяч, например 1050.00'],
  ['десять', 'Должно быть числом'],
])('amount %j → 400 %s, nothing changed', async (amount, message) => {
  const before = await snapshot(app);
  const res = await player.post(URL, { account_record: ps, amount, comment: '' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, error: { messages: [], fields: { amount: [message] } } });
  expect(await snapshot(app)).toBe(before);
});

test('a balance snapshot over its maximum (1 000 000 000.00) is a 400, not a 500', async () => {
  const acr = await accountId(app, 'player', 7);
  const url = '/api/accounting/accountrecordbalances/';
  const over = await player.post(url, {
    account_record: acr,
    balance: '1000000000.01',
    tournaments_count: 0,
  });
  expect(over.statusCode).toBe(400);
  expect(over.json().error.fields.balance).toEqual(['Не больше 1\u00a0000\u00a0000\u00a0000.00']);
  const max = await player.post(url, { account_record: acr, balance: '1000000000.00', tournaments_count: 0 });
  expect(max.statusCode).toBe(200);
});
