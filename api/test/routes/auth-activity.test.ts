import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../helpers/app';

let app: FastifyInstance;
let clock: Date;
beforeAll(async () => {
  clock = new Date('2026-03-02T08:00:00Z');
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app?.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};
const signIn = (username: string, password: string, userAgent: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
const activity = async (access: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/users/activity/', headers: bearer(access) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Record<string, unknown>[]).map(({ id, ...row }) => row);
};

test('sign-ins (success and failure, address, device) and ended sessions, the user’s own only, newest first', async () => {
  expect((await signIn('player', 'wrong', FIREFOX, '10.1.0.9')).statusCode).toBe(401);
  expect((await signIn('nobody-here', 'wrong', FIREFOX, '10.1.0.9')).statusCode).toBe(401);
  tick();
  const pc = (await signIn('player', 'demo-password', CHROME, '10.1.0.1')).json();
  tick();
  const other = (await signIn('player', 'demo-password', FIREFOX, '10.1.0.2')).json();
  const third = (await signIn('player', 'demo-password', FIREFOX, '10.1.0.3')).json();
  tick();
  const sessions = await app.inject({
    method: 'GET',
    url: '/api/users/sessions/',
    headers: bearer(pc.access),
  });
  const thirdId = sessions.json().data.find((s: { ip: string }) => s.ip === '10.1.0.3').id;
  const ended = await app.inject({
    method: 'POST',
    url: `/api/users/sessions/${thirdId}/end/`,
    headers: { ...bearer(pc.access), 'user-agent': CHROME },
    payload: {},
    remoteAddress: '10.1.0.1',
  });
  expect(ended.statusCode).toBe(200);
  tick();
  const others = await app.inject({
    method: 'POST',
    url: '/api/users/sessions/end-others/',
    headers: { ...bearer(other.access), 'user-agent': FIREFOX },
    payload: {},
    remoteAddress: '10.1.0.2',
  });
  expect(others.json().data).toEqual({ ended: 1 });
  expect(third.access).toBeTruthy();

  const firefox = { browser: 'Firefox 121', os: 'Linux' };
  const chrome = { browser: 'Chrome 120', os: 'Windows 10' };
  expect(await activity(other.access)).toEqual([
    { kind: 'sessions_ended', at: '2026-03-02T08:04:00.000Z', ip: '10.1.0.2', ...firefox, ended: 1 },
    { kind: 'session_ended', at: '2026-03-02T08:03:00.000Z', ip: '10.1.0.1', ...chrome, ended: 1 },
    { kind: 'sign_in', at: '2026-03-02T08:02:00.000Z', ip: '10.1.0.3', ...firefox, ended: null },
    // The first Firefox after a Chrome: a new device (the third sign-in, Firefox again, is not).
    { kind: 'sign_in_new_device', at: '2026-03-02T08:02:00.000Z', ip: '10.1.0.2', ...firefox, ended: null },
    { kind: 'sign_in', at: '2026-03-02T08:01:00.000Z', ip: '10.1.0.1', ...chrome, ended: null },
    { kind: 'sign_in_failed', at: '2026-03-02T08:00:00.000Z', ip: '10.1.0.9', ...firefox, ended: null },
  ]);

  // Another user sees none of it; an unknown username's failure is kept nowhere.
  const curator = (await signIn('curator', 'demo-password', CHROME, '10.1.0.5')).json();
  expect((await activity(curator.access)).map((r) => r.kind)).toEqual(['sign_in']);
  const rows = await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM user_activity');
  expect(rows?.n).toBe(7);
  expect((await app.inject({ method: 'GET', url: '/api/users/activity/' })).statusCode).toBe(401);
});

test('the back office reads any user’s log (the same rows as theirs); nobody else does; an unknown user is a 404', async () => {
  const player = (await signIn('player', 'demo-password', CHROME, '10.2.0.1')).json();
  // Staff sign in with 2FA (the demo manager is enrolled): the helper's trusted device.
  const manager = await login(app, 'manager');
  const id = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'"))?.id;
  const read = (access: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(access) });

  const staff = await read(manager.access, `/api/backoffice/users/${id}/activity/`);
  expect(staff.statusCode).toBe(200);
  expect(staff.json().data).toEqual((await read(player.access, '/api/users/activity/')).json().data);
  expect(staff.json().data[0]).toMatchObject({ kind: 'sign_in', ip: '10.2.0.1', browser: 'Chrome 120' });

  const refused = await read(player.access, `/api/backoffice/users/${id}/activity/`);
  expect(refused.statusCode).toBe(403);
  const missing = await read(manager.access, '/api/backoffice/users/999999/activity/');
  expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Пользователь не найден.' }]);
  expect((await read(manager.access, '/api/backoffice/users/abc/activity/')).statusCode).toBe(400);
});

test('a new device: another browser or OS, or a phone; not a browser’s update; the owner’s open tabs hear it', async () => {
  const username = 'newbie';
  const chrome121 = CHROME.replace('Chrome/120.0.0.0', 'Chrome/121.0.6167.85');
  const phone =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
  const events = async () =>
    (
      await app.db.query<{ entity: string }>(
        "SELECT e.entity FROM live_events e JOIN users u ON u.id = e.user_id WHERE u.username = $1 AND e.topic = 'security'",
        [username],
      )
    ).map((e) => e.entity);
  const kinds: string[] = [];
  for (const agent of [CHROME, chrome121, FIREFOX, phone, phone, '']) {
    tick();
    const { access } = (await signIn(username, 'demo-password', agent, '10.3.0.1')).json();
    kinds.push((await activity(access))[0]?.kind as string);
  }
  expect(kinds).toEqual([
    'sign_in',
    'sign_in',
    'sign_in_new_device',
    'sign_in_new_device',
    'sign_in',
    'sign_in_new_device',
  ]);
  expect(await events()).toEqual(['user_activity', 'user_activity', 'user_activity']);
});
