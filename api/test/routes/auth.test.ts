import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login, TEST_JWT_SECRET } from '../helpers/app';

const NOT_VALID = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
let app: FastifyInstance;
let clock: Date;

beforeEach(async () => {
  clock = new Date();
  app = await buildTestApp({ now: () => clock });
});
afterEach(() => app?.close());

const postToken = (payload: unknown, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/token/', payload: payload as object, remoteAddress: ip });
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const me = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/users/current/', headers });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function claims(userId: number, type = 'access', extra: object = {}) {
  const iat = Math.floor(clock.getTime() / 1000);
  return { token_type: type, exp: iat + 300, iat, jti: `j-${Math.random()}`, user_id: userId, ...extra };
}

describe('POST /api/token/', () => {
  test('ok returns refresh and access with SimpleJWT claims', async () => {
    const res = await postToken({ username: 'player', password: 'demo-password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    const access = JSON.parse(Buffer.from(body.access.split('.')[1], 'base64url').toString());
    expect(Object.keys(access).sort()).toEqual(['exp', 'iat', 'jti', 'token_type', 'user_id']);
    expect(access.token_type).toBe('access');
    expect(access.exp - access.iat).toBe(300);
    const header = JSON.parse(Buffer.from(body.access.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const rt = JSON.parse(Buffer.from(body.refresh.split('.')[1], 'base64url').toString());
    expect(rt.token_type).toBe('refresh');
    expect(rt.exp - rt.iat).toBe(86400);
  });

  test.each([
    [{ password: 'x' }, { username: ['Логин обязательное поле'] }],
    [{ username: 'player' }, { password: ['Пароль обязательное поле'] }],
    [
      { username: '', password: '' },
      { username: ['Логин обязательное поле'], password: ['Пароль обязательное поле'] },
    ],
  ])('missing fields → 400 field errors %#', async (payload, error) => {
    const res = await postToken(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
  });

  test('wrong password, unknown user and inactive user get one 401 body', async () => {
    await app.db.query("UPDATE users SET is_active = false WHERE username = 'newbie'");
    const bodies = [];
    for (const payload of [
      { username: 'player', password: 'wrong' },
      { username: 'nobody', password: 'demo-password' },
      { username: 'newbie', password: 'demo-password' },
    ]) {
      const res = await postToken(payload);
      expect(res.statusCode).toBe(401);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).detail).toMatch(/[а-я]/);
  });

  test('10 failures a minute per username → 429 with Retry-After, even for the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await postToken({ username: 'player', password: `bad${i}` }, `10.0.1.${i}`)).statusCode).toBe(
        401,
      );
    }
    const blocked = await postToken({ username: 'player', password: 'demo-password' }, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().detail).toMatch(/[а-я]/);
    // Another user is not affected; after the window the user may log in again.
    expect((await postToken({ username: 'curator', password: 'demo-password' }, '10.0.2.1')).statusCode).toBe(
      200,
    );
    clock = new Date(clock.getTime() + 61_000);
    expect((await postToken({ username: 'player', password: 'demo-password' })).statusCode).toBe(200);
  });

  test('failures are limited per IP too', async () => {
    for (let i = 0; i < 50; i++) await postToken({ username: `ghost${i}`, password: 'x' }, '10.9.9.9');
    const res = await postToken({ username: 'ghost-new', password: 'x' }, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  test('successful logins are never throttled', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await postToken({ username: 'player', password: 'demo-password' })).statusCode).toBe(200);
    }
  });
});

describe('POST /api/token/refresh/', () => {
  test('rotates: new access and refresh; the old refresh is revoked', async () => {
    const tokens = await login(app, 'player');
    const res = await refresh(tokens.refresh);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect((await me(bearer(body.access))).statusCode).toBe(200);
    const again = await refresh(tokens.refresh);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('token_not_valid');
    expect((await refresh(body.refresh)).statusCode).toBe(200);
  });

  test('20 concurrent refreshes of one token → exactly one 200', async () => {
    const tokens = await login(app, 'player');
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(tokens.refresh)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 401)).toHaveLength(19);
  });

  test.each(['garbage', 'a.b.c'])('invalid refresh %s → 401 token_not_valid', async (token) => {
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'token_not_valid' });
  });

  test('expired refresh → 401', async () => {
    const tokens = await login(app, 'player');
    clock = new Date(clock.getTime() + 86_401_000);
    const res = await refresh(tokens.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });

  test('an access token sent as refresh → 401', async () => {
    const tokens = await login(app, 'player');
    const res = await refresh(tokens.access);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });

  test('missing refresh → 400 field error', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.refresh).toBeDefined();
  });

  test('logout (blacklist) revokes the refresh token', async () => {
    const tokens = await login(app, 'player');
    const out = await app.inject({
      method: 'POST',
      url: '/api/token/blacklist/',
      payload: { refresh: tokens.refresh },
    });
    expect(out.statusCode).toBe(200);
    const res = await refresh(tokens.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });
});

describe('access tokens on API calls', () => {
  test('no Authorization header → 401 detail', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Учетные данные не были предоставлены.' });
  });

  test('expired access → 401 token_not_valid', async () => {
    const tokens = await login(app, 'player');
    clock = new Date(clock.getTime() + 301_000);
    const res = await me(bearer(tokens.access));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  test('a refresh token as Bearer → 401 token_not_valid', async () => {
    const tokens = await login(app, 'player');
    const res = await me(bearer(tokens.refresh));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  test('alg none → 401', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(3))}.`;
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  test('another algorithm (HS512 with the right secret) → 401', async () => {
    const token = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS512' })(claims(3));
    expect((await me(bearer(token))).json()).toEqual(NOT_VALID);
  });

  test('tampered payload or signature → 401', async () => {
    const tokens = await login(app, 'player');
    const [header, payload, signature] = tokens.access.split('.') as [string, string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${b64({ ...decoded, user_id: 1 })}.${signature}`;
    expect((await me(bearer(forged))).json()).toEqual(NOT_VALID);
    const wrongKey = createHmac('sha256', 'another-secret')
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect((await me(bearer(`${header}.${payload}.${wrongKey}`))).json()).toEqual(NOT_VALID);
    expect((await me({ authorization: 'Bearer' })).statusCode).toBe(401);
    expect((await me({ authorization: `Basic ${tokens.access}` })).json()).toEqual(NOT_VALID);
  });

  test('a deactivated user: access and refresh stop working', async () => {
    const tokens = await login(app, 'player');
    expect((await me(bearer(tokens.access))).statusCode).toBe(200);
    await app.db.query("UPDATE users SET is_active = false WHERE username = 'player'");
    expect((await me(bearer(tokens.access))).json()).toEqual(NOT_VALID);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  test('ACCESS_TOKEN_TTL_SECONDS overrides the access lifetime', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '2';
    try {
      const tokens = await login(app, 'player');
      clock = new Date(clock.getTime() + 3_000);
      expect((await me(bearer(tokens.access))).statusCode).toBe(401);
    } finally {
      delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    }
  });
});
