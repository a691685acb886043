import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../../src/auth/password';
import { bearer, buildTestApp, liveTokens as liveRefreshTokens, login } from '../helpers/app';
import { refusalMessages } from '../helpers/refusal';

// One app for the file: each test enrols a demo user of its own.
let app: FastifyInstance;
let clock: Date;
beforeAll(async () => {
  clock = new Date('2026-03-03T09:00:00Z');
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app?.close());

const STEP = 30_000;
/** The clock moves on by whole 30 s steps (new codes), starting mid-step. */
const later = (steps: number) => {
  clock = new Date(clock.getTime() + steps * STEP);
};
/** The code an authenticator app shows `offset` steps from the app's clock. */
const codeAt = (secret: string, offset = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() + offset * STEP });

const post = (url: string, payload: unknown, access?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: access ? bearer(access) : {} });
const status = async (access: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/users/two-factor/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const kinds = async (access: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/users/activity/', headers: bearer(access) });
  return (res.json().data as { kind: string }[]).map((row) => row.kind);
};
const liveTokens = (username: string) => liveRefreshTokens(app, username);

/** Enrols the user: start, confirm with the current code; the secret and the recovery codes. */
async function enrol(access: string) {
  const start = await post('/api/users/two-factor/start/', { password: 'demo-password' }, access);
  expect(start.statusCode).toBe(200);
  const { secret } = start.json().data;
  const confirmed = await post('/api/users/two-factor/confirm/', { code: codeAt(secret) }, access);
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recovery: confirmed.json().data.recovery_codes as string[] };
}

/** The password step of a user with 2FA: the challenge. */
async function challenge(username: string) {
  const res = await post('/api/token/', { username, password: 'demo-password' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json()).sort()).toEqual(['challenge', 'two_factor']);
  return res.json().challenge as string;
}
const secondStep = (payload: object) => post('/api/token/two-factor/', payload);
/** A user of the test's own, with the demo password (a copy of the player's hash). */
async function newUser(username: string) {
  await app.db.query(
    `INSERT INTO users (username, password_hash) SELECT $1, password_hash FROM users WHERE username = 'player'`,
    [username],
  );
  return login(app, username);
}
const storedSecret = async (username: string) =>
  (await app.db.one<{ secret: string }>(
    'SELECT t.secret FROM user_totp t JOIN users u ON u.id = t.user_id WHERE u.username = $1',
    [username],
  ))!.secret;

test('enrolment: a pending secret, a wrong code refused, one code enables and gives 10 recovery codes; sign-in then asks for a code, accepted once', async () => {
  const { access } = await login(app, 'player');
  expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
  const start = await post('/api/users/two-factor/start/', { password: 'demo-password' }, access);
  expect(start.statusCode).toBe(200);
  const { secret, uri } = start.json().data;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(uri).toBe(
    `otpauth://totp/${encodeURIComponent('Кабинет фонда')}:player?issuer=${encodeURIComponent('Кабинет фонда')}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  );
  // Pending: the password alone still signs in.
  expect(
    Object.keys((await post('/api/token/', { username: 'player', password: 'demo-password' })).json()),
  ).toEqual(['refresh', 'access']);

  const wrong = await post('/api/users/two-factor/confirm/', { code: codeAt(secret, 3) }, access);
  expect(wrong.statusCode).toBe(400);
  expect(refusalMessages(wrong.json())).toEqual([
    'Неверный или уже использованный код. Проверьте время на телефоне и введите новый код.',
  ]);
  expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: false });

  const enrolCode = codeAt(secret);
  const confirmed = await post(
    '/api/users/two-factor/confirm/',
    { code: enrolCode.replace(/(\d{3})/, '$1 ') },
    access,
  );
  expect(confirmed.statusCode).toBe(200);
  const codes: string[] = confirmed.json().data.recovery_codes;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  // Stored hashed: no code appears in the table.
  const stored = await app.db.query<{ code_hash: string }>('SELECT code_hash FROM user_recovery_codes');
  expect(stored.some((row) => codes.some((code) => row.code_hash.includes(code.replace(/-/g, ''))))).toBe(
    false,
  );
  expect(await status(access)).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
  const again = await post('/api/users/two-factor/start/', { password: 'demo-password' }, access);
  expect(again.statusCode).toBe(409);
  expect(refusalMessages(again.json())).toEqual(['Двухфакторная защита уже включена.']);

  // The password step answers a challenge and issues no token.
  const tokensBefore = await liveTokens('player');
  const first = await challenge('player');
  expect(await liveTokens('player')).toBe(tokensBefore);
  // The code used to enable is not accepted again (same step).
  const replayed = await secondStep({ challenge: first, code: enrolCode });
  expect(replayed.statusCode).toBe(401);
  expect(replayed.json().detail).toBe(
    'Неверный или уже использованный код. Проверьте время на телефоне и введите новый код.',
  );
  later(1);
  const code = codeAt(secret);
  const signedIn = await secondStep({ challenge: first, code });
  expect(signedIn.statusCode).toBe(200);
  expect(Object.keys(signedIn.json())).toEqual(['refresh', 'access']);
  expect(await liveTokens('player')).toBe(tokensBefore! + 1);
  // The challenge is spent; the same code with a new challenge is a replay.
  expect((await secondStep({ challenge: first, code })).statusCode).toBe(401);
  expect((await secondStep({ challenge: await challenge('player'), code })).statusCode).toBe(401);
  expect((await kinds(signedIn.json().access)).slice(0, 5)).toEqual([
    'two_factor_failed',
    'sign_in',
    'two_factor_failed',
    'two_factor_enabled',
    'two_factor_failed',
  ]);
});

test('clock skew: ±1 step accepted, ±2 refused', async () => {
  const { access } = await login(app, 'curator');
  const { secret } = await enrol(access);
  later(10);
  const ch = await challenge('curator');
  expect((await secondStep({ challenge: ch, code: codeAt(secret, -2) })).statusCode).toBe(401);
  expect((await secondStep({ challenge: ch, code: codeAt(secret, -1) })).statusCode).toBe(200);
  const next = await challenge('curator');
  expect((await secondStep({ challenge: next, code: codeAt(secret, 2) })).statusCode).toBe(401);
  expect((await secondStep({ challenge: next, code: codeAt(secret, 1) })).statusCode).toBe(200);
  // A code of a step before the last accepted one is refused even within the window.
  expect((await secondStep({ challenge: await challenge('curator'), code: codeAt(secret) })).statusCode).toBe(
    401,
  );
});

test('a recovery code signs in once (any case, spaces, dashes); disabling with a recovery code', async () => {
  const { access } = await login(app, 'newbie');
  const { recovery } = await enrol(access);
  const typed = ` ${recovery[3]!.toUpperCase().replace(/-/g, ' ')} `;
  const res = await secondStep({ challenge: await challenge('newbie'), recovery_code: typed });
  expect(res.statusCode).toBe(200);
  expect(await status(access)).toEqual({ enabled: true, recovery_codes_left: 9, required: false });
  expect((await kinds(access)).slice(0, 2)).toEqual(['sign_in', 'recovery_code_used']);
  const twice = await secondStep({ challenge: await challenge('newbie'), recovery_code: recovery[3] });
  expect(twice.statusCode).toBe(401);
  expect(await status(access)).toEqual({ enabled: true, recovery_codes_left: 9, required: false });

  expect(
    (await post('/api/users/two-factor/disable/', { recovery_code: recovery[3] }, access)).statusCode,
  ).toBe(400);
  const off = await post('/api/users/two-factor/disable/', { recovery_code: recovery[0] }, access);
  expect(off.statusCode).toBe(200);
  expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
  expect((await kinds(access))[0]).toBe('two_factor_disabled');
  // The password alone signs in again.
  expect((await login(app, 'newbie')).access).toEqual(expect.any(String));
});

test('disabling needs a current code; bad input everywhere is a Russian 4xx and changes nothing', async () => {
  const { access } = await newUser('disabler.one');
  // Nothing to confirm or disable yet.
  const notStarted = await post('/api/users/two-factor/confirm/', { code: '123456' }, access);
  expect(notStarted.statusCode).toBe(409);
  expect(refusalMessages(notStarted.json())).toEqual([
    'Подключение не начато: нажмите «Включить двухфакторную защиту» ещё раз.',
  ]);
  expect(
    refusalMessages((await post('/api/users/two-factor/disable/', { code: '123456' }, access)).json()),
  ).toEqual(['Двухфакторная защита не включена.']);

  const { secret } = await enrol(access);
  later(1);
  const bad: Array<[string, unknown, string]> = [
    ['/api/users/two-factor/start/', { x: 1 }, 'Неизвестное поле'],
    ['/api/users/two-factor/start/', {}, 'Введите ваш пароль.'],
    ['/api/users/two-factor/start/', { password: 'wrong' }, 'Неверный пароль.'],
    ['/api/users/two-factor/confirm/', { code: 'abcdef' }, 'Введите 6 цифр кода из приложения.'],
    ['/api/users/two-factor/confirm/', {}, 'Обязательное поле'],
    ['/api/users/two-factor/disable/', {}, 'Введите код из приложения или код восстановления.'],
    ['/api/users/two-factor/disable/', { code: 123456 }, 'Введите 6 цифр кода из приложения.'],
    ['/api/users/two-factor/disable/', { recovery_code: 'short' }, 'Код восстановления — 16 букв и цифр'],
    [
      '/api/users/two-factor/disable/',
      { code: codeAt(secret), recovery_code: 'aaaa-aaaa-aaaa-aaaa' },
      'Введите код из приложения или код восстановления.',
    ],
    ['/api/users/two-factor/disable/', { code: codeAt(secret, 3) }, 'Неверный или уже использованный код.'],
    ['/api/token/two-factor/', {}, 'Вход не начат или устарел'],
    ['/api/token/two-factor/', { challenge: 'x'.repeat(201), code: '123456' }, 'Вход не начат или устарел'],
    ['/api/token/two-factor/', { challenge: 'unknown', code: '123456' }, 'Вход устарел или уже завершён'],
    ['/api/token/two-factor/', { challenge: 'unknown', code: '12345' }, 'Введите 6 цифр кода из приложения.'],
    ['/api/token/two-factor/', 'not json', 'Неподдерживаемый тип'],
  ];
  for (const [url, payload, text] of bad) {
    const res = await post(url, payload, access);
    expect([url, res.statusCode]).toEqual([url, expect.any(Number)]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect([url, JSON.stringify(body)]).toEqual([url, expect.stringContaining(text)]);
  }
  expect(await status(access)).toEqual({ enabled: true, recovery_codes_left: 10, required: false });

  const off = await post('/api/users/two-factor/disable/', { code: codeAt(secret) }, access);
  expect(off.statusCode).toBe(200);
  expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
});

test('a challenge: 5 tries, 5 minutes, one sign-in; codes throttled like passwords', async () => {
  const { access } = await newUser('challenger.one');
  const { secret } = await enrol(access);
  later(1);
  const ch = await challenge('challenger.one');
  for (let i = 0; i < 5; i += 1) {
    expect((await secondStep({ challenge: ch, code: codeAt(secret, 5) })).statusCode).toBe(401);
  }
  // The sixth try is refused even with the right code.
  const spent = await secondStep({ challenge: ch, code: codeAt(secret) });
  expect(spent.statusCode).toBe(401);
  expect(spent.json().detail).toBe('Вход устарел или уже завершён: введите логин и пароль снова.');
  const old = await challenge('challenger.one');
  later(11);
  expect((await secondStep({ challenge: old, code: codeAt(secret) })).statusCode).toBe(401);

  // 10 wrong codes a minute from one client; the 11th, even right, is a 429 with Retry-After.
  const tries = [await challenge('challenger.one'), await challenge('challenger.one')];
  for (let i = 0; i < 10; i += 1) {
    const res = await secondStep({ challenge: tries[i < 5 ? 0 : 1], code: codeAt(secret, 5) });
    expect(res.statusCode).toBe(401);
  }
  const throttled = await secondStep({ challenge: await challenge('challenger.one'), code: codeAt(secret) });
  expect(throttled.statusCode).toBe(429);
  expect(throttled.headers['retry-after']).toEqual(expect.any(String));
  expect(throttled.json().detail).toBe('Слишком много неудачных попыток входа. Повторите попытку позже.');
  later(3);
  expect(
    (await secondStep({ challenge: await challenge('challenger.one'), code: codeAt(secret) })).statusCode,
  ).toBe(200);
});

test('the secret is sealed at rest (AES-256-GCM, v1:), from the start of enrolment; sign-in still works', async () => {
  const { access } = await newUser('sealed.one');
  const start = await post('/api/users/two-factor/start/', { password: 'demo-password' }, access);
  const { secret } = start.json().data as { secret: string };
  const pending = await storedSecret('sealed.one');
  expect(pending).toMatch(/^v1:[\w-]+$/);
  expect(pending).not.toContain(secret);
  expect((await post('/api/users/two-factor/confirm/', { code: codeAt(secret) }, access)).statusCode).toBe(
    200,
  );
  const sealed = await storedSecret('sealed.one');
  expect(sealed).toMatch(/^v1:/);
  expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(secret);
  later(1);
  expect(
    (await secondStep({ challenge: await challenge('sealed.one'), code: codeAt(secret) })).statusCode,
  ).toBe(200);
  // Sealed once: a use does not seal it again.
  expect(await storedSecret('sealed.one')).toBe(sealed);

  // Copied into another user's row it does not open: that user's codes (of this secret) are refused.
  const other = await newUser('sealed.two');
  await enrol(other.access);
  await app.db.query(
    `UPDATE user_totp SET secret = $1 WHERE user_id = (SELECT id FROM users WHERE username = 'sealed.two')`,
    [sealed],
  );
  later(1);
  const copied = await secondStep({ challenge: await challenge('sealed.two'), code: codeAt(secret) });
  expect(copied.statusCode).toBe(401);
});

test('a secret stored in plaintext (before the seal) still signs in and is sealed by its first use', async () => {
  const { access } = await newUser('legacy.one');
  const { secret } = await enrol(access);
  await app.db.query(
    `UPDATE user_totp SET secret = $1 WHERE user_id = (SELECT id FROM users WHERE username = 'legacy.one')`,
    [secret],
  );
  later(1);
  // A wrong code leaves it as it is.
  expect(
    (await secondStep({ challenge: await challenge('legacy.one'), code: codeAt(secret, 5) })).statusCode,
  ).toBe(401);
  expect(await storedSecret('legacy.one')).toBe(secret);
  expect(
    (await secondStep({ challenge: await challenge('legacy.one'), code: codeAt(secret) })).statusCode,
  ).toBe(200);
  const sealed = await storedSecret('legacy.one');
  expect(sealed).toMatch(/^v1:/);
  expect(sealed).not.toContain(secret);
  later(1);
  expect(
    (await secondStep({ challenge: await challenge('legacy.one'), code: codeAt(secret) })).statusCode,
  ).toBe(200);
  // Disabling with a code of a plaintext secret works too.
  await app.db.query(
    `UPDATE user_totp SET secret = $1 WHERE user_id = (SELECT id FROM users WHERE username = 'legacy.one')`,
    [secret],
  );
  later(1);
  expect((await post('/api/users/two-factor/disable/', { code: codeAt(secret) }, access)).statusCode).toBe(
    200,
  );
  expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
});

test('«Доверять этому устройству 30 дней»: the token (kept hashed) signs in without a code; expired, of another user, after a password change or 2FA off, it does not', async () => {
  const one = await newUser('trusted.one');
  const { secret } = await enrol(one.access);
  later(1);
  const trusted = await secondStep({
    challenge: await challenge('trusted.one'),
    code: codeAt(secret),
    trust_device: true,
  });
  expect(trusted.statusCode).toBe(200);
  expect(Object.keys(trusted.json()).sort()).toEqual(['access', 'device_token', 'refresh']);
  const device: string = trusted.json().device_token;
  expect(device).toMatch(/^[\w-]{43}$/);
  const stored = await app.db.query<{ token_hash: string }>('SELECT token_hash FROM trusted_devices');
  expect(stored.some((row) => row.token_hash.includes(device))).toBe(false);
  // Without asking, no token.
  later(1);
  const plain = await secondStep({ challenge: await challenge('trusted.one'), code: codeAt(secret) });
  expect(Object.keys(plain.json())).toEqual(['refresh', 'access']);

  // The next sign-in: the password, then the device's token in place of a code (no new token given).
  const skipped = await secondStep({
    challenge: await challenge('trusted.one'),
    device_token: device,
    trust_device: true,
  });
  expect(skipped.statusCode).toBe(200);
  expect(Object.keys(skipped.json())).toEqual(['refresh', 'access']);
  expect((await kinds(one.access))[0]).toBe('sign_in');

  // Another user's challenge with it: refused, as a made-up token.
  const two = await newUser('trusted.two');
  await enrol(two.access);
  for (const token of [device, 'x'.repeat(43)]) {
    const res = await secondStep({ challenge: await challenge('trusted.two'), device_token: token });
    expect([res.statusCode, res.json().detail]).toEqual([
      401,
      'Неверный или уже использованный код. Проверьте время на телефоне и введите новый код.',
    ]);
  }
  // A refused token is no «wrong code» in the owner's log.
  expect((await kinds(two.access))[0]).toBe('two_factor_enabled');

  // A changed password revokes it; the same password again does not bring it back.
  const setHash = (hash: string) =>
    app.db.query(`UPDATE users SET password_hash = $1 WHERE username = 'trusted.one'`, [hash]);
  const { password_hash: original } = (await app.db.one<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE username = 'trusted.one'`,
  ))!;
  await setHash(await hashPassword('demo-password'));
  expect(
    (await secondStep({ challenge: await challenge('trusted.one'), device_token: device })).statusCode,
  ).toBe(401);
  await setHash(original);
  expect(
    (await secondStep({ challenge: await challenge('trusted.one'), device_token: device })).statusCode,
  ).toBe(200);

  // 30 days.
  later(30 * 24 * 120 - 10);
  expect(
    (await secondStep({ challenge: await challenge('trusted.one'), device_token: device })).statusCode,
  ).toBe(200);
  later(10);
  expect(
    (await secondStep({ challenge: await challenge('trusted.one'), device_token: device })).statusCode,
  ).toBe(401);

  // Disabling 2FA deletes the user's trusted devices.
  const fresh = await secondStep({
    challenge: await challenge('trusted.one'),
    code: codeAt(secret),
    trust_device: true,
  });
  const second: string = fresh.json().device_token;
  const count = async () =>
    (await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM trusted_devices d JOIN users u ON u.id = d.user_id WHERE u.username = 'trusted.one'`,
    ))!.n;
  expect(await count()).toBe(1);
  later(1);
  const { access } = fresh.json();
  expect((await post('/api/users/two-factor/disable/', { code: codeAt(secret) }, access)).statusCode).toBe(
    200,
  );
  expect(await count()).toBe(0);
  expect(second).not.toBe(device);

  // Bad input: a token with a code, a token not a string, trust not a boolean.
  const ch = await challenge('trusted.two');
  for (const [payload, text] of [
    [
      { challenge: ch, device_token: second, code: '123456' },
      'Введите код из приложения или код восстановления.',
    ],
    [{ challenge: ch, device_token: 5 }, 'Ключ доверенного устройства не подходит'],
    [{ challenge: ch, device_token: '' }, 'Ключ доверенного устройства не подходит'],
    [{ challenge: ch, code: '123456', trust_device: 'yes' }, '«Доверять этому устройству» — да или нет.'],
  ] as const) {
    const res = await secondStep(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(text);
  }
});

test("trusted devices on «Безопасность»: listed with browser, address and dates; «Забыть» one or all (logged), then a code is asked again; another user's, unknown and bad ids refused, nothing changed", async () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const owner = await newUser('devices.owner');
  const { secret } = await enrol(owner.access);
  /** A sign-in by a code that asks to trust the device, from `ip` with Chrome: its token. */
  const trustFrom = async (ip: string) => {
    later(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/two-factor/',
      payload: { challenge: await challenge('devices.owner'), code: codeAt(secret), trust_device: true },
      headers: { 'user-agent': CHROME },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return { token: res.json().device_token as string, access: res.json().access as string };
  };
  const pc = await trustFrom('10.4.0.1');
  const since = clock.toISOString();
  const laptop = await trustFrom('10.4.0.2');
  const get = (access: string) =>
    app.inject({ method: 'GET', url: '/api/users/trusted-devices/', headers: bearer(access) });
  const list = async (access: string) => {
    const res = await get(access);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; ip: string; created_at: string; expires_at: string }[];
  };
  const rows = await list(laptop.access);
  expect(rows.map((row) => row.ip)).toEqual(['10.4.0.2', '10.4.0.1']);
  expect(rows[1]).toEqual({
    id: expect.any(Number),
    browser: 'Chrome 120',
    os: 'Windows 10',
    ip: '10.4.0.1',
    created_at: since,
    expires_at: new Date(Date.parse(since) + 30 * 86_400_000).toISOString(),
  });
  const [laptopId, pcId] = rows.map((row) => row.id) as [number, number];

  // Another user sees none of them and cannot forget them; bad ids and bodies: 4xx, nothing changed.
  const other = await newUser('devices.other');
  expect(await list(other.access)).toEqual([]);
  const forget = (access: string, id: number | string, payload: object = {}) =>
    post(`/api/users/trusted-devices/${id}/forget/`, payload, access);
  const notFound = await forget(other.access, pcId);
  expect([notFound.statusCode, notFound.json().detail]).toEqual([
    404,
    'Доверенное устройство не найдено: возможно, оно уже забыто или срок доверия истёк.',
  ]);
  expect((await post('/api/users/trusted-devices/forget-all/', {}, other.access)).json().data).toEqual({
    forgotten: 0,
  });
  expect(await kinds(other.access)).toEqual(['sign_in']);
  for (const id of ['abc', '0', '-1', '1.5', '99999999999999']) {
    const res = await forget(owner.access, id);
    expect(res.statusCode).toBe(400);
    expect(refusalMessages(res.json()).join(' ')).toMatch(/[а-я]/);
  }
  expect((await forget(owner.access, pcId, { all: true })).statusCode).toBe(400);
  expect((await post('/api/users/trusted-devices/forget-all/', { x: 1 }, owner.access)).statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/users/trusted-devices/' })).statusCode).toBe(401);
  expect((await post(`/api/users/trusted-devices/${pcId}/forget/`, {})).statusCode).toBe(401);
  expect((await list(owner.access)).length).toBe(2);

  // «Забыть» the PC: logged; its token no longer skips the code; forgetting it again is a 404.
  const forgotten = await forget(owner.access, pcId);
  expect([forgotten.statusCode, forgotten.json().data]).toEqual([200, { forgotten: 1 }]);
  expect((await list(owner.access)).map((row) => row.id)).toEqual([laptopId]);
  expect((await kinds(owner.access))[0]).toBe('device_forgotten');
  const refused = await secondStep({ challenge: await challenge('devices.owner'), device_token: pc.token });
  expect(refused.statusCode).toBe(401);
  expect((await forget(owner.access, pcId)).statusCode).toBe(404);
  expect(
    (await secondStep({ challenge: await challenge('devices.owner'), device_token: laptop.token }))
      .statusCode,
  ).toBe(200);

  // «Забыть все устройства»: the count logged once; again, nothing to forget and nothing logged.
  const all = await post('/api/users/trusted-devices/forget-all/', {}, owner.access);
  expect(all.json().data).toEqual({ forgotten: 1 });
  const log = await app.inject({ method: 'GET', url: '/api/users/activity/', headers: bearer(owner.access) });
  expect(log.json().data[0]).toMatchObject({ kind: 'devices_forgotten', ended: 1 });
  expect((await post('/api/users/trusted-devices/forget-all/', {}, owner.access)).json().data).toEqual({
    forgotten: 0,
  });
  expect((await kinds(owner.access)).slice(0, 2)).toEqual(['devices_forgotten', 'sign_in']);
  expect(await list(owner.access)).toEqual([]);
  expect(
    (await secondStep({ challenge: await challenge('devices.owner'), device_token: laptop.token }))
      .statusCode,
  ).toBe(401);
});
