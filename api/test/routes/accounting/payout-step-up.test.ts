import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { type Client, clientFor, playerPayoutApp, snapshot } from './helpers';

// Issue 41 item 2: a payout request is confirmed by the password, or by a code with 2FA on; a change
// of the Skrill wallets is confirmed the same way and holds payouts for 24 hours, enforced by the
// server (docs/security.md "Wallet change and the payout hold").
let app: FastifyInstance;
let clock: Date;
let player: Client;
let items: { account_record_id: number; screenshot: string }[];
beforeEach(async () => {
  clock = new Date('2026-03-03T09:00:10Z');
  ({ app, player, items } = await playerPayoutApp(() => clock));
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

const WALLETS = '/api/users/wallets/';
const wallets = {
  no_skrill: false,
  skrill_usd: 'new.usd@example.com',
  skrill_eur: 'ivan.petrov@example.com',
};
/** The player's hold ends `interval` from now (negative: it has ended). */
const holdFor = (interval: string) =>
  app.db.query("UPDATE users SET payouts_held_until = now() + $1::interval WHERE username = 'player'", [
    interval,
  ]);
const heldRefusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().error.messages[0]];
const HELD = [
  409,
  expect.stringMatching(
    /^Выплаты приостановлены до \d\d\.\d\d\.\d{4} \d\d:\d\d МСК: недавно изменены кошельки\.$/,
  ),
];
const changes = async () =>
  (await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM wallet_changes'))!.n;
test('the player reads their wallets; a change confirmed by the password holds payouts for 24 hours, enforced by the server', async () => {
  const read = (await player.get(WALLETS)).json().data;
  expect(read).toMatchObject({
    no_skrill: false,
    skrill_usd: 'ivan.petrov@example.com',
    skrill_eur: 'ivan.petrov@example.com',
    payouts_held_until: null,
  });
  const region = read.skrill_residence_id as number;
  // The same wallets again: nothing written, no hold.
  const same = await player.post(WALLETS, {
    ...read,
    payouts_held_until: undefined,
    password: 'demo-password',
  });
  expect(same.statusCode).toBe(200);
  expect([await changes(), same.json().data.payouts_held_until]).toEqual([0, null]);

  const changed = await player.post(WALLETS, {
    ...wallets,
    skrill_residence_id: region,
    password: 'demo-password',
  });
  expect(changed.statusCode).toBe(200);
  const held = changed.json().data;
  expect(held.skrill_usd).toBe('new.usd@example.com');
  const until = new Date(held.payouts_held_until).getTime();
  const now = (await app.db.one<{ now: Date }>('SELECT now() AS now'))!.now.getTime();
  expect(Math.abs(until - now - 24 * 3_600_000)).toBeLessThan(60_000);
  expect(await changes()).toBe(1);
  expect((await kinds())[0]).toBe('wallet_changed');

  // The server refuses a payout while the hold runs, whatever the client shows; nothing is written.
  const before = await snapshot(app);
  expect(heldRefusal(await player.post(URL, { requests: items, password: 'demo-password' }))).toEqual(HELD);
  expect(await snapshot(app)).toBe(before);
  // A minute before the end still held; once it has passed, the payout goes through.
  await holdFor('1 minute');
  expect((await player.post(URL, { requests: items, password: 'demo-password' })).statusCode).toBe(409);
  await holdFor('-1 second');
  expect((await player.get(WALLETS)).json().data.payouts_held_until).toBeNull();
  expect((await player.post(URL, { requests: items, password: 'demo-password' })).statusCode).toBe(200);
});

test('a payout requested before a wallet change: staff see the hold on its row, settling it is refused until the end, rejecting is not', async () => {
  expect((await player.post(URL, { requests: items, password: 'demo-password' })).statusCode).toBe(200);
  const region = (await player.get(WALLETS)).json().data.skrill_residence_id as number;
  const changed = await player.post(WALLETS, {
    ...wallets,
    skrill_residence_id: region,
    password: 'demo-password',
  });
  const until = changed.json().data.payouts_held_until as string;
  const manager = await clientFor(app, 'manager');
  const queue = async () =>
    (await manager.get('/api/backoffice/payout-requests/?status=pending')).json().data as {
      id: number;
      player: { username: string };
      payouts_held_until: string | null;
    }[];
  const row = (await queue()).find((r) => r.player.username === 'player')!;
  expect(row.payouts_held_until).toBe(until);
  const before = await snapshot(app);
  const settle = () =>
    manager.post(`/api/backoffice/payout-requests/${row.id}/settle/`, {
      items: items.map((item) => ({ account_record_id: item.account_record_id, amount: '10.00' })),
    });
  expect(heldRefusal(await settle())).toEqual(HELD);
  expect(await snapshot(app)).toBe(before);
  // Once the hold has passed the row shows none and the payout is settled.
  await holdFor('-1 second');
  expect((await queue()).find((r) => r.id === row.id)!.payouts_held_until).toBeNull();
  expect((await settle()).statusCode).toBe(200);
  // Rejecting is never held: a second request during a new hold can be rejected.
  await app.db.query("UPDATE users SET payouts_held_until = NULL WHERE username = 'player'");
  expect((await player.post(URL, { requests: items, password: 'demo-password' })).statusCode).toBe(200);
  await holdFor('1 hour');
  const second = (await queue()).find((r) => r.player.username === 'player')!;
  const rejected = await manager.post(`/api/backoffice/payout-requests/${second.id}/reject/`, {
    reason: 'Нет',
  });
  expect(rejected.statusCode).toBe(200);
});

test('step-up and bad input: refused in Russian, nothing changed; with 2FA a code; the staff and another user cannot', async () => {
  const region = (await player.get(WALLETS)).json().data.skrill_residence_id as number;
  const body = { ...wallets, skrill_residence_id: region };
  const before = await snapshot(app);
  const state = async () =>
    JSON.stringify([
      await snapshot(app),
      await app.db.query(
        "SELECT f.skrill_usd, u.payouts_held_until FROM new_player_forms f JOIN users u ON u.id = f.user_id WHERE u.username = 'player'",
      ),
      await changes(),
    ]);
  const initial = await state();
  expect(refused(await player.post(WALLETS, body))).toEqual([
    403,
    'Подтвердите смену кошельков вашим паролем.',
  ]);
  expect(refused(await player.post(WALLETS, { ...body, password: 'wrong-one' }))).toEqual([
    403,
    'Неверный пароль: кошельки не изменены.',
  ]);
  expect((await kinds())[0]).toBe('step_up_failed');
  const cases: [unknown, string, string][] = [
    [{ ...body, skrill_usd: 'not-an-email', password: 'demo-password' }, 'skrill_usd', 'Некорректный e-mail'],
    [{ ...body, skrill_eur: '', password: 'demo-password' }, 'skrill_eur', 'Обязательное поле'],
    [
      { ...body, skrill_residence_id: 999_999, password: 'demo-password' },
      'skrill_residence_id',
      'Некорректное значение',
    ],
  ];
  for (const [payload, field, message] of cases) {
    const res = await player.post(WALLETS, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([expect.stringContaining(message)]);
  }
  const both = await player.post(WALLETS, { ...body, password: 'demo-password', code: '123456' });
  expect(both.statusCode).toBe(400);
  expect((await player.post(WALLETS, { ...body, password: 'demo-password', extra: 1 })).statusCode).toBe(400);
  expect(await state()).toBe(initial);
  expect(await snapshot(app)).toBe(before);

  // Staff have no wallets here (the player's own permission); a user without a form gets 404.
  const manager = await clientFor(app, 'manager');
  expect((await manager.get(WALLETS)).statusCode).toBe(403);
  const newbie = await clientFor(app, 'newbie');
  const none = await newbie.get(WALLETS);
  expect([none.statusCode]).toEqual([404]);

  // With 2FA on: the password is not enough; a current code changes the wallets once.
  const secret = new Secret({ size: 20 }).base32;
  const { id } = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'"))!;
  await app.db.query(
    'INSERT INTO user_totp (user_id, secret, created_at, enabled_at) VALUES ($1, $2, $3, $3)',
    [id, app.totpBox.seal(secret, `user_totp:${id}`), clock],
  );
  expect(refused(await player.post(WALLETS, { ...body, password: 'demo-password' }))).toEqual([
    403,
    'Подтвердите смену кошельков кодом из приложения-аутентификатора.',
  ]);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() });
  expect((await player.post(WALLETS, { ...body, code })).statusCode).toBe(200);
  expect(refused(await player.post(WALLETS, { ...body, skrill_usd: 'third@example.com', code }))).toEqual([
    403,
    'Неверный или уже использованный код: кошельки не изменены. Введите новый код из приложения.',
  ]);
  expect(await changes()).toBe(1);
});
