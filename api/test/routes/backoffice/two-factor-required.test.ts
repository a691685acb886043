import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { bearer, buildTestApp, login } from '../../helpers/app';
import { fill, STAFF_ROUTES, snapshot } from './helpers';

// Issue 41 item 1: staff work in the back office only with two-factor sign-in on.
let app: FastifyInstance;
let clock: Date;
beforeAll(async () => {
  clock = new Date('2026-03-03T09:00:10Z');
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app?.close());

const REFUSAL = {
  detail:
    'Включите двухфакторную защиту, чтобы работать в бэк-офисе: «Безопасность» → «Двухфакторная защита».',
  code: 'two_factor_required',
};

const send = (access: string, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: bearer(access), payload: payload as object });

/** A staff member of the test's own: the demo manager's password and permissions, no 2FA. */
async function newManager(username: string) {
  await app.db.query(
    `INSERT INTO users (username, password_hash) SELECT $1, password_hash FROM users WHERE username = 'manager'`,
    [username],
  );
  await app.db.query(
    `INSERT INTO user_permissions (user_id, permission)
     SELECT u.id, p.permission FROM users u, user_permissions p JOIN users m ON m.id = p.user_id
      WHERE u.username = $1 AND m.username = 'manager'`,
    [username],
  );
  return (await login(app, username)).access;
}

const status = async (access: string) =>
  (await send(access, 'GET', '/api/users/two-factor/')).json().data as {
    enabled: boolean;
    required: boolean;
  };

/** Enrols through the API as the host's «Безопасность» page does; the key. */
async function enrol(access: string): Promise<string> {
  const start = await send(access, 'POST', '/api/users/two-factor/start/', { password: 'demo-password' });
  expect(start.statusCode).toBe(200);
  const { secret } = start.json().data as { secret: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() });
  expect((await send(access, 'POST', '/api/users/two-factor/confirm/', { code })).statusCode).toBe(200);
  return secret;
}

test('a staff member without 2FA: every back-office route refused (403, Russian, nothing changed); what enrolment needs stays open; after enrolling the back office works', async () => {
  const access = await newManager('manager.new');
  expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: true });

  const before = await snapshot(app);
  const refused: [string, number, unknown][] = [];
  for (const [method, url, payload] of STAFF_ROUTES) {
    const res = await send(access, method, fill(url), payload);
    refused.push([`${method} ${url}`, res.statusCode, res.json()]);
  }
  expect(refused).toEqual(STAFF_ROUTES.map(([method, url]) => [`${method} ${url}`, 403, REFUSAL]));
  expect(await snapshot(app)).toBe(before);

  // The shell, the «Безопасность» page and the session routes answer.
  for (const url of [
    '/api/users/permissions/',
    '/api/users/current/',
    '/api/users/sessions/',
    '/api/users/activity/',
    '/api/users/trusted-devices/',
  ]) {
    expect([url, (await send(access, 'GET', url)).statusCode]).toEqual([url, 200]);
  }

  await enrol(access);
  expect(await status(access)).toEqual({ enabled: true, recovery_codes_left: 10, required: true });
  // The same token, from the next request on.
  const lists = STAFF_ROUTES.filter(([method, url]) => method === 'GET' && !url.includes(':'));
  const statuses = [];
  for (const [method, url] of lists) statuses.push([url, (await send(access, method, url)).statusCode]);
  expect(statuses).toEqual(lists.map(([, url]) => [url, 200]));
});

test('disabling is allowed (a new phone: off with a recovery code, on again) but locks the back office until enrolled again', async () => {
  const access = await newManager('manager.phone');
  const secret = await enrol(access);
  expect((await send(access, 'GET', '/api/backoffice/users/')).statusCode).toBe(200);
  clock = new Date(clock.getTime() + 30_000);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.getTime() });
  expect((await send(access, 'POST', '/api/users/two-factor/disable/', { code })).statusCode).toBe(200);
  const res = await send(access, 'GET', '/api/backoffice/users/');
  expect([res.statusCode, res.json()]).toEqual([403, REFUSAL]);
  expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: true });
});

test('the demo staff (enrolled by the seed) work; players and curators are not asked for 2FA', async () => {
  for (const username of ['manager', 'admin']) {
    const access = (await login(app, username)).access;
    expect([username, (await send(access, 'GET', '/api/backoffice/counts/')).statusCode]).toEqual([
      username,
      200,
    ]);
    expect(await status(access)).toEqual({ enabled: true, recovery_codes_left: 0, required: true });
  }
  for (const [username, url] of [
    ['player', '/api/accounting/reports/contractresult/'],
    ['curator', '/api/curators/students/'],
  ] as const) {
    const access = (await login(app, username)).access;
    expect([username, (await send(access, 'GET', url)).statusCode]).toEqual([username, 200]);
    expect(await status(access)).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
    // Still no back office for them: the permission, not 2FA, refuses.
    const res = await send(access, 'GET', '/api/backoffice/counts/');
    expect([res.statusCode, res.json().code]).toEqual([403, undefined]);
  }
});
