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
    // SimpleJWT's claims, and the session the token belongs to (issue 41).
    expect(Object.keys(access).sort()).toEqual(['exp', 'iat', 'jti', 'sid', 'token_type', 'user_id']);
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
    [{ username: '  \t ', password: 'x' }, { username: ['Логин обязательное поле'] }],
    [{ username: 'player' }, { password: ['Пароль обязательное поле'] }],
    [
      { username: '', password: '' },
      { username: ['Логин обязательное поле'], password: ['Пароль обязательное поле'] },
    ],
  ])('missing fields → 400 field errors %#', async (payload, error) => {
    const res = await postToken(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { messages: [], fields: error } });
  });

  test('wrong password, unknown user and inactive user get one 401 body', async () => {
    await app.db.query("UPDATE users SET is_active = false WHERE username = 'newbie'");
    await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
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
  // Throttling: auth-throttle.test.ts.
});

describe('POST /api/token/refresh/', () => {
  test('rotates: new access and refresh; the old refresh is revoked', async () => {
    const tokens = await login(app, 'player');
    const res = await refresh(tokens.refresh);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect((await me(bearer(body.access))).statusCode).toBe(200);
    const next = await refresh(body.refresh);
    expect(next.statusCode).toBe(200);
    const again = await refresh(tokens.refresh);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('token_not_valid');
  });

  test('reusing a rotated refresh token revokes its whole family, not other logins', async () => {
    const first = await login(app, 'player');
    const other = await login(app, 'player');
    const second = (await refresh(first.refresh)).json();
    const third = (await refresh(second.refresh)).json();
    // A copy of an old token comes back (stolen): every descendant of that login dies.
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).json()).toEqual({
      detail: expect.any(String),
      code: 'token_not_valid',
    });
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // Another login of the same user is another family.
    expect((await refresh(other.refresh)).statusCode).toBe(200);
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
    expect(res.json().error.fields.refresh).toBeDefined();
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
    await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
    expect((await me(bearer(tokens.access))).json()).toEqual(NOT_VALID);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  test('a token issued in the future → 401; a small clock skew is tolerated', async () => {
    const sign = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' });
    const { access } = await login(app, 'player');
    const userId = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).user_id;
    const iat = Math.floor(clock.getTime() / 1000);
    const future = sign(claims(userId, 'access', { iat: iat + 3600, exp: iat + 3900 }));
    expect((await me(bearer(future))).json()).toEqual(NOT_VALID);
    const skewed = sign(claims(userId, 'access', { iat: iat + 20, exp: iat + 320 }));
    expect((await me(bearer(skewed))).statusCode).toBe(200);
    const futureRefresh = sign(claims(userId, 'refresh', { iat: iat + 3600, exp: iat + 90000 }));
    expect((await refresh(futureRefresh)).statusCode).toBe(401);
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
