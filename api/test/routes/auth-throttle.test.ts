import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  MAX_ATTEMPTS_PER_USERNAME_AND_CLIENT as LIMIT,
  MAX_ATTEMPTS_PER_CLIENT,
} from '../../src/auth/rate-limit';
import { bearer, buildTestApp, login as signIn } from '../helpers/app';

// Counts every password verification (known and unknown users) the login route performs.
const verifications = { count: 0 };
jest.mock('../../src/auth/password', () => {
  const actual = jest.requireActual('../../src/auth/password');
  return {
    ...actual,
    verifyPassword: (...args: [string, string]) => {
      verifications.count += 1;
      return actual.verifyPassword(...args);
    },
    burnPasswordCheck: (password: string) => {
      verifications.count += 1;
      return actual.burnPasswordCheck(password);
    },
  };
});

let app: FastifyInstance | undefined;
let clock: Date;

async function start(trustProxy?: string): Promise<FastifyInstance> {
  clock = new Date();
  app = await buildTestApp({ now: () => clock, trustProxy: trustProxy ?? '' });
  verifications.count = 0;
  return app;
}
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function login(
  a: FastifyInstance,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
  username = 'player',
) {
  return a.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
    remoteAddress,
    headers,
  });
}

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

test(`300 parallel wrong guesses for one username → at most ${LIMIT} passwords checked; the owner still signs in from another client`, async () => {
  const a = await start();
  const results = await Promise.all(
    Array.from({ length: 300 }, (_, i) => login(a, `guess-${i}`, '203.0.113.66')),
  );
  const codes = results.map((r) => r.statusCode);
  expect(verifications.count).toBeLessThanOrEqual(LIMIT);
  expect(count(codes, 401)).toBe(verifications.count);
  expect(count(codes, 429)).toBe(300 - verifications.count);
  const throttled = results.find((r) => r.statusCode === 429)!;
  expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(throttled.json().detail).toMatch(/[а-я]/);

  // The guesser is slowed, even with the right password; the owner elsewhere is not.
  const before = verifications.count;
  expect((await login(a, 'demo-password', '203.0.113.66')).statusCode).toBe(429);
  expect(verifications.count).toBe(before);
  expect((await login(a, 'demo-password', '198.51.100.7')).statusCode).toBe(200);
  // After the window the guesser may try again.
  clock = new Date(clock.getTime() + 61_000);
  expect((await login(a, 'demo-password', '203.0.113.66')).statusCode).toBe(200);
});

test('one client guessing many usernames is limited per client; other clients are not', async () => {
  const a = await start();
  for (let i = 0; i < MAX_ATTEMPTS_PER_CLIENT; i++) {
    expect((await login(a, 'x', '203.0.113.9', {}, `ghost${i}`)).statusCode).toBe(401);
  }
  const res = await login(a, 'x', '203.0.113.9', {}, 'ghost-new');
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBeDefined();
  expect((await login(a, 'demo-password', '203.0.113.10')).statusCode).toBe(200);
});

test('successful logins never use up the limit; a typo or two does not block the owner', async () => {
  const a = await start();
  for (let i = 0; i < 3; i++) expect((await login(a, 'typo', '198.51.100.1')).statusCode).toBe(401);
  for (let i = 0; i < LIMIT + 5; i++) {
    expect((await login(a, 'demo-password', '198.51.100.1')).statusCode).toBe(200);
  }
});

test('a spoofed X-Forwarded-For changes nothing when no proxy is configured', async () => {
  const a = await start();
  const results = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      login(a, `guess-${i}`, '203.0.113.66', { 'x-forwarded-for': `192.0.2.${i}` }),
    ),
  );
  expect(verifications.count).toBeLessThanOrEqual(LIMIT);
  expect(
    count(
      results.map((r) => r.statusCode),
      429,
    ),
  ).toBe(60 - verifications.count);
});

test('TRUST_PROXY: only the configured proxy is believed, and only for the address it appended', async () => {
  const a = await start('10.0.0.254');
  // Through the proxy: the client prepends a fake address; the proxy appends the real one.
  const viaProxy = (password: string, real: string, fake: string) =>
    login(a, password, '10.0.0.254', { 'x-forwarded-for': `${fake}, ${real}` });
  for (let i = 0; i < LIMIT; i++)
    expect((await viaProxy(`g${i}`, '203.0.113.5', `192.0.2.${i}`)).statusCode).toBe(401);
  expect((await viaProxy('g-last', '203.0.113.5', '192.0.2.200')).statusCode).toBe(429);
  // Another browser behind the same proxy is a different client.
  expect((await viaProxy('demo-password', '203.0.113.6', '203.0.113.5')).statusCode).toBe(200);
  // Not from the proxy: the header is ignored, the socket address counts.
  for (let i = 0; i < LIMIT; i++) {
    expect((await login(a, `h${i}`, '198.51.100.9', { 'x-forwarded-for': `192.0.2.${i}` })).statusCode).toBe(
      401,
    );
  }
  expect((await login(a, 'h', '198.51.100.9', { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);
});

/** Turns 2FA on for the user; the secret. */
async function enrol(a: FastifyInstance, username: string) {
  const { access } = await signIn(a, username);
  const post = (url: string, payload: object) =>
    a.inject({ method: 'POST', url, payload, headers: bearer(access), remoteAddress: '192.0.2.250' });
  const { secret } = (await post('/api/users/two-factor/start/', { password: 'demo-password' })).json().data;
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() });
  expect((await post('/api/users/two-factor/confirm/', { code })).statusCode).toBe(200);
  clock = new Date(clock.getTime() + 30_000);
  return secret as string;
}

test("2FA account: a guesser's failures from the same address never refuse the owner's password and code; a password-only account keeps the 429", async () => {
  const a = await start();
  const secret = await enrol(a, 'player');
  const code = (steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() + steps * 30_000 });
  const second = (challenge: string, payload: object, remoteAddress: string) =>
    a.inject({
      method: 'POST',
      url: '/api/token/two-factor/',
      payload: { challenge, ...payload },
      remoteAddress,
    });
  const office = '203.0.113.66';
  verifications.count = 0;
  // The guesser: wrong passwords for the owner and for others, well over both per-address limits.
  for (let i = 0; i < MAX_ATTEMPTS_PER_CLIENT; i++) {
    expect((await login(a, `guess-${i}`, office, {}, `ghost${i}`)).statusCode).toBe(401);
  }
  const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(a, `guess-${i}`, office)));
  // Over the limit no password is checked, and a user with 2FA gets a challenge whatever the
  // password: the answer tells the guesser nothing.
  expect(verifications.count).toBe(MAX_ATTEMPTS_PER_CLIENT);
  for (const res of guesses) {
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['challenge', 'two_factor']);
  }
  // Its codes, right or wrong, on those challenges: all the same 401, nothing signs in.
  const wrongCode = 'Неверный или уже использованный код. Проверьте время на телефоне и введите новый код.';
  for (const [i, res] of guesses.slice(0, 15).entries()) {
    const tried = await second(res.json().challenge, { code: i === 0 ? code() : code(5) }, office);
    expect([tried.statusCode, tried.json().detail]).toEqual([401, wrongCode]);
  }
  // A password-only account behind the same address keeps today's rule: 429, nothing checked.
  const before = verifications.count;
  const refused = await login(a, 'demo-password', office, {}, 'newbie');
  expect(refused.statusCode).toBe(429);
  expect(verifications.count).toBe(before);

  // The owner, same address: the right password and the right code sign in.
  const owner = await login(a, 'demo-password', office);
  expect(owner.statusCode).toBe(200);
  expect(verifications.count).toBe(before);
  const signedIn = await second(owner.json().challenge, { code: code() }, office);
  expect(signedIn.statusCode).toBe(200);
  expect(Object.keys(signedIn.json())).toEqual(['refresh', 'access']);
  expect(verifications.count).toBe(before + 1);
  // A wrong password over the limit with a right code: the same 401 as a wrong code, the code not used up.
  clock = new Date(clock.getTime() + 30_000);
  const typo = await login(a, 'demo-passw0rd', office);
  const typoAnswer = await second(typo.json().challenge, { code: code() }, office);
  expect([typoAnswer.statusCode, typoAnswer.json().detail]).toEqual([401, wrongCode]);
  const again = await login(a, 'demo-password', office);
  expect((await second(again.json().challenge, { code: code() }, office)).statusCode).toBe(200);
  const { access } = signedIn.json();
  const log = await a.inject({ method: 'GET', url: '/api/users/activity/', headers: bearer(access) });
  expect((log.json().data as { kind: string }[]).slice(0, 3).map((row) => row.kind)).toEqual([
    'sign_in',
    'sign_in_failed',
    'sign_in',
  ]);
});

test('2FA account: codes of one account and password are limited from all addresses together (per-account slowdown)', async () => {
  const a = await start();
  const secret = await enrol(a, 'curator');
  const code = (steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() + steps * 30_000 });
  const challenge = async (address: string) =>
    (await login(a, 'demo-password', address, {}, 'curator')).json().challenge as string;
  const second = async (address: string, value: string) =>
    (
      await a.inject({
        method: 'POST',
        url: '/api/token/two-factor/',
        payload: { challenge: await challenge(address), code: value },
        remoteAddress: address,
      })
    ).statusCode;
  // Who knows the password guesses codes from ten addresses: 10 a minute in all.
  for (let i = 0; i < LIMIT; i++) expect(await second(`198.51.100.${i}`, code(5))).toBe(401);
  expect(await second('198.51.100.99', code())).toBe(429);
  // Another password's counter is its own (a guesser without the password cannot spend this one).
  const blindGuess = await login(a, 'not-the-password', '198.51.100.99', {}, 'curator');
  expect(blindGuess.statusCode).toBe(401);
  clock = new Date(clock.getTime() + 61_000);
  expect(await second('198.51.100.99', code())).toBe(200);
});

test('2FA account over the per-address limit: a holder of a right code gets 10 password checks a minute, from all addresses', async () => {
  const a = await start();
  const secret = await enrol(a, 'anna.kuznetsova');
  const code = () => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() });
  const attempt = async (password: string, address: string) => {
    const step = await login(a, password, address, {}, 'anna.kuznetsova');
    const res = await a.inject({
      method: 'POST',
      url: '/api/token/two-factor/',
      payload: { challenge: step.json().challenge, code: code() },
      remoteAddress: address,
    });
    return res.statusCode;
  };
  for (let i = 0; i < LIMIT; i++)
    expect((await login(a, `g${i}`, '203.0.113.7', {}, 'anna.kuznetsova')).statusCode).toBe(401);
  verifications.count = 0;
  // The code is right, so each wrong password is checked (and the code not used up): 10 a minute.
  for (let i = 0; i < LIMIT; i++) expect(await attempt(`guess-${i}`, '203.0.113.7')).toBe(401);
  expect(verifications.count).toBe(LIMIT);
  // Then no password is checked, even the right one, from any address over its limit.
  expect(await attempt('demo-password', '203.0.113.7')).toBe(401);
  expect(verifications.count).toBe(LIMIT);
  clock = new Date(clock.getTime() + 61_000);
  expect(await attempt('demo-password', '203.0.113.7')).toBe(200);
});

test('TRUST_PROXY accepts addresses and CIDRs only', async () => {
  const { parseTrustProxy } = await import('../../src/trust-proxy');
  expect(parseTrustProxy(undefined)).toBe(false);
  expect(parseTrustProxy(' ')).toBe(false);
  expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
    '127.0.0.1',
    '10.0.0.0/8',
    '::1',
    'loopback',
  ]);
  for (const bad of ['1', 'true', '*', '10.0.0.0/33', 'proxy.local']) {
    expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  }
});
