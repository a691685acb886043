import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, liveTokens as liveRefreshTokens, type Tokens } from '../helpers/app';

// One app for the file: each test signs in users of its own, so none sees another's sessions.
let app: FastifyInstance;
let clock: Date;
beforeAll(async () => {
  clock = new Date('2026-03-01T10:00:00Z');
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app?.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

async function signIn(username: string, userAgent: string, ip: string): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password: 'demo-password' },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const refresh = (token: string, ip = '10.0.0.9') =>
  app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token }, remoteAddress: ip });
const sessions = async (access: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/users/sessions/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; browser: string; os: string; ip: string; current: boolean }[];
};
const end = (access: string, id: number | string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/users/sessions/${id}/end/`, headers: bearer(access), payload });
const endOthers = (access: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: '/api/users/sessions/end-others/', headers: bearer(access), payload });
const liveTokens = (username: string) => liveRefreshTokens(app, username);

test('the list: browser and OS from the user agent, address, started, last seen; the asking one is current', async () => {
  const pc = await signIn('player', CHROME, '10.0.0.1');
  clock = new Date(clock.getTime() + 60_000);
  const phone = await signIn('player', IPHONE, '10.0.0.2');
  clock = new Date(clock.getTime() + 60_000);
  const rotated = await refresh(pc.refresh, '10.0.0.3');
  expect(rotated.statusCode).toBe(200);
  const rows = await sessions(phone.access);
  expect(rows).toEqual([
    {
      id: expect.any(Number),
      browser: 'Chrome 120',
      os: 'Windows 10',
      ip: '10.0.0.3',
      started_at: '2026-03-01T10:00:00.000Z',
      last_seen_at: '2026-03-01T10:02:00.000Z',
      current: false,
    },
    {
      id: expect.any(Number),
      browser: 'Safari 17',
      os: 'iOS 17.1',
      ip: '10.0.0.2',
      started_at: '2026-03-01T10:01:00.000Z',
      last_seen_at: '2026-03-01T10:01:00.000Z',
      current: true,
    },
  ]);
  // The rotated access token keeps its session; an unknown user agent is listed as empty.
  expect((await sessions(rotated.json().access)).map((s) => s.current)).toEqual([true, false]);
  const bare = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'player', password: 'demo-password' },
  });
  expect((await sessions(bare.json().access)).find((s) => s.current)).toMatchObject({ browser: '', os: '' });
});

test('«Завершить» ends that refresh family at once; ended, unknown and bad ids are refused', async () => {
  const pc = await signIn('curator', CHROME, '10.0.1.1');
  const phone = await signIn('curator', IPHONE, '10.0.1.2');
  const phoneId = (await sessions(pc.access)).find((s) => !s.current)!.id;
  const res = await end(pc.access, phoneId);
  expect([res.statusCode, res.json().data]).toEqual([200, { ended: 1 }]);
  expect((await refresh(phone.refresh)).statusCode).toBe(401);
  expect((await sessions(pc.access)).map((s) => s.browser)).toEqual(['Chrome 120']);
  expect((await refresh(pc.refresh)).statusCode).toBe(200);

  const again = await end(pc.access, phoneId);
  expect([again.statusCode, again.json()]).toEqual([404, { detail: 'Сеанс не найден.' }]);
  expect((await end(pc.access, 999999)).statusCode).toBe(404);
  expect((await end(pc.access, 'abc')).statusCode).toBe(400);
  const extra = await end(pc.access, phoneId, { all: true });
  expect(extra.statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/users/sessions/' })).statusCode).toBe(401);
});

test("another user's session cannot be ended (404), and stays signed in", async () => {
  const mine = await signIn('newbie', FIREFOX, '10.0.2.1');
  const theirs = await signIn('sergey.volkov', CHROME, '10.0.2.2');
  const theirId = (await sessions(theirs.access))[0]!.id;
  const before = await liveTokens('sergey.volkov');
  const res = await end(mine.access, theirId);
  expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Сеанс не найден.' }]);
  expect(await liveTokens('sergey.volkov')).toBe(before);
  expect((await sessions(mine.access)).map((s) => s.id)).not.toContain(theirId);
  expect((await refresh(theirs.refresh)).statusCode).toBe(200);
});

test('«Завершить все другие» ends every other session, keeps the asking one; a token without a session is refused', async () => {
  const a = await signIn('mikhail.orlov', CHROME, '10.0.3.1');
  const b = await signIn('mikhail.orlov', IPHONE, '10.0.3.2');
  const c = await signIn('mikhail.orlov', FIREFOX, '10.0.3.3');
  const res = await endOthers(b.access);
  expect([res.statusCode, res.json().data]).toEqual([200, { ended: 2 }]);
  expect((await refresh(a.refresh)).statusCode).toBe(401);
  expect((await refresh(c.refresh)).statusCode).toBe(401);
  expect((await sessions(b.access)).map((s) => s.current)).toEqual([true]);
  expect((await refresh(b.refresh)).statusCode).toBe(200);

  const before = await liveTokens('mikhail.orlov');
  const userId = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'mikhail.orlov'"))!
    .id;
  const noSession = await endOthers(app.tokens.issue(userId, 'access').token);
  expect([noSession.statusCode, noSession.json().error.messages]).toEqual([
    400,
    ['Не удалось определить текущий сеанс: выйдите и войдите снова.'],
  ]);
  expect(await liveTokens('mikhail.orlov')).toBe(before);
  expect((await endOthers(b.access, { x: 1 })).statusCode).toBe(400);
});

test('a refresh racing the ending of its session leaves no live token in the family', async () => {
  const pc = await signIn('newbie', CHROME, '10.0.4.1');
  const phone = await signIn('newbie', IPHONE, '10.0.4.2');
  const phoneId = (await sessions(pc.access)).find((s) => s.ip === '10.0.4.2')!.id;
  const [rotated, ended] = await Promise.all([refresh(phone.refresh), end(pc.access, phoneId)]);
  expect(ended.statusCode).toBe(200);
  const family = await app.db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM refresh_tokens r JOIN user_sessions s ON s.family = r.family
      WHERE s.id = $1 AND r.revoked_at IS NULL`,
    [phoneId],
  );
  expect(family?.n).toBe(0);
  const next = rotated.statusCode === 200 ? rotated.json().refresh : phone.refresh;
  expect((await refresh(next)).statusCode).toBe(401);
});
