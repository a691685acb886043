import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, clientFor, snapshot } from './helpers';

// Issue 41 item 2: a payout request is confirmed by the password, or by a code with 2FA on.
let app: FastifyInstance;
let clock: Date;
let player: Client;
let items: { account_record_id: number; screenshot: string }[];
beforeEach(async () => {
  clock = new Date('2026-03-03T09:00:10Z');
  app = await buildTestApp({ now: () => clock });
  player = await clientFor(app, 'player');
  await app.db.query("DELETE FROM payout_requests WHERE status = 'pending'");
  items = [{ account_record_id: await accountId(app, 'player', 23), screenshot: 'https://prnt.sc/p1' }];
});
afterEach(() => app?.close());

const URL = '/api/accounting/payoutrequestsv2/';
const pending = async () =>
  (await app.db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM payout_requests p JOIN users u ON u.id = p.user_id WHERE u.username = 'player' AND p.status = 'pending'",
  ))!.n;
const kinds = async () =>
  (
    await app.db.query<{ kind: string }>(
      "SELECT kind FROM user_activity a JOIN users u ON u.id = a.user_id WHERE u.username = 'player' ORDER BY a.id DESC",
    )
  ).map((row) => row.kind);
const refused = (res: LightMyRequestResponse) => [res.statusCode, res.json().detail];

/** 2FA on for the player, as an enrolment leaves it: the secret sealed in its row. */
async function twoFactorOn() {
  const secret = new Secret({ size: 20 }).base32;
  const { id } = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'"))!;
  await app.db.query(
    'INSERT INTO user_totp (user_id, secret, created_at, enabled_at) VALUES ($1, $2, $3, $3)',
    [id, app.totpBox.seal(secret, `user_totp:${id}`), clock],
  );
  return () => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() });
}

test('without 2FA: the bare list or no password → 403 asking for it, a wrong one → 403 logged; nothing changed; the right one requests the payout', async () => {
  const before = await snapshot(app);
  expect(refused(await player.post(URL, items))).toEqual([
    403,
    'Подтвердите запрос на выплату вашим паролем.',
  ]);
  expect(refused(await player.post(URL, { requests: items }))).toEqual([
    403,
    'Подтвердите запрос на выплату вашим паролем.',
  ]);
  const code = await player.post(URL, { requests: items, code: '123456' });
  expect(refused(code)).toEqual([403, 'Подтвердите запрос на выплату вашим паролем.']);
  const wrong = await player.post(URL, { requests: items, password: 'not-the-password' });
  expect(refused(wrong)).toEqual([403, 'Неверный пароль: выплата не запрошена.']);
  expect(await snapshot(app)).toBe(before);
  expect((await kinds())[0]).toBe('step_up_failed');
  const ok = await player.post(URL, { requests: items, password: 'demo-password' });
  expect(ok.statusCode).toBe(200);
  expect(await pending()).toBe(1);
});

test('with 2FA: a current code, accepted once; the password is not enough; a refused payout leaves the code unspent', async () => {
  const code = await twoFactorOn();
  const password = await player.post(URL, { requests: items, password: 'demo-password' });
  expect(refused(password)).toEqual([
    403,
    'Подтвердите запрос на выплату кодом из приложения-аутентификатора.',
  ]);
  expect((await kinds())[0]).not.toBe('step_up_failed');
  const wrong = await player.post(URL, { requests: items, code: code() === '000000' ? '111111' : '000000' });
  expect(refused(wrong)).toEqual([
    403,
    'Неверный или уже использованный код: выплата не запрошена. Введите новый код из приложения.',
  ]);
  expect((await kinds())[0]).toBe('step_up_failed');
  expect(await pending()).toBe(0);
  expect((await player.post(URL, { requests: items, code: code() })).statusCode).toBe(200);
  // The same code again: refused, though the payout is refused (one pending) anyway.
  expect((await player.post(URL, { requests: items, code: code() })).statusCode).toBe(403);
  // A payout refused after a right code (one is pending) rolls the code's use back.
  clock = new Date(clock.getTime() + 30_000);
  const busy = await player.post(URL, { requests: items, code: code() });
  expect(busy.statusCode).toBe(409);
  await app.db.query("DELETE FROM payout_requests WHERE status = 'pending'");
  expect((await player.post(URL, { requests: items, code: code() })).statusCode).toBe(200);
  expect(await pending()).toBe(1);
});

test('Idempotency-Key: the fingerprint is the requests, not the password or code: a retry replays, other requests 422', async () => {
  const key = { 'idempotency-key': 'payout-step-up-1' };
  const first = await player.post(URL, { requests: items, password: 'demo-password' }, key);
  expect(first.statusCode).toBe(200);
  const replay = await player.post(URL, { requests: items, password: 'typed again' }, key);
  expect([replay.statusCode, replay.body, replay.headers['idempotent-replayed']]).toEqual([
    200,
    first.body,
    'true',
  ]);
  const other = [{ ...items[0]!, screenshot: 'https://prnt.sc/other' }];
  expect((await player.post(URL, { requests: other, password: 'demo-password' }, key)).statusCode).toBe(422);
  expect(await pending()).toBe(1);
  // A refused step-up leaves the key unused.
  await app.db.query("DELETE FROM payout_requests WHERE status = 'pending'");
  const fresh = { 'idempotency-key': 'payout-step-up-2' };
  expect((await player.post(URL, { requests: items, password: 'wrong' }, fresh)).statusCode).toBe(403);
  expect((await player.post(URL, { requests: items, password: 'demo-password' }, fresh)).statusCode).toBe(
    200,
  );
});

test('throttled like passwords: 10 wrong step-ups a minute, then 429 with the right one too, nothing checked; a minute later it works', async () => {
  for (let i = 0; i < 10; i += 1) {
    expect((await player.post(URL, { requests: items, password: `wrong-${i}` })).statusCode).toBe(403);
  }
  const over = await player.post(URL, { requests: items, password: 'demo-password' });
  expect([over.statusCode, over.headers['retry-after']]).toEqual([429, '60']);
  expect(await pending()).toBe(0);
  clock = new Date(clock.getTime() + 61_000);
  expect((await player.post(URL, { requests: items, password: 'demo-password' })).statusCode).toBe(200);
});

test('bad input: a Russian 400, nothing changed', async () => {
  const before = await snapshot(app);
  for (const [body, text] of [
    [{ requests: items, password: 'demo-password', code: '123456' }, 'Подтвердите либо паролем'],
    [{ requests: items, code: '12345' }, 'Введите 6 цифр кода из приложения.'],
    [{ requests: items, password: '' }, 'Введите ваш пароль.'],
    [{ requests: items, password: 5 }, 'Введите ваш пароль.'],
    [{ password: 'demo-password' }, ''],
    [{ requests: items, password: 'demo-password', extra: 1 }, ''],
  ] as const) {
    const res = await player.post(URL, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(text);
  }
  expect(await snapshot(app)).toBe(before);
});
