import type { FastifyInstance, RouteOptions } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';
import { fill, STAFF_ROUTES, snapshot } from './helpers';

let app: FastifyInstance;
const registered: string[] = [];
const tokens = new Map<string, string>();
beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/backoffice/'))
      for (const m of methods) registered.push(`${m} ${route.url}`);
  };
  app = await buildTestApp({ onRoute });
  for (const username of ['player', 'curator', 'manager', 'admin'])
    tokens.set(username, (await login(app, username)).access);
});
afterAll(() => app.close());

const send = (username: string, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: bearer(tokens.get(username)!),
    payload: payload as object,
  });

test('the route list below is every staff route the app registers', () => {
  expect(STAFF_ROUTES.map(([method, url]) => `${method} ${url}`).sort()).toEqual(
    registered.filter((route) => !route.startsWith('HEAD')).sort(),
  );
});

test.each(['player', 'curator'])('%s gets 403 on every staff route and nothing changes', async (username) => {
  const before = await snapshot(app);
  const statuses: [string, number][] = [];
  for (const [method, url, payload] of STAFF_ROUTES) {
    statuses.push([`${method} ${url}`, (await send(username, method, fill(url), payload)).statusCode]);
  }
  expect(statuses).toEqual(STAFF_ROUTES.map(([method, url]) => [`${method} ${url}`, 403]));
  expect(await snapshot(app)).toBe(before);
});

test.each(['manager', 'admin'])('%s reads every staff list', async (username) => {
  const lists = STAFF_ROUTES.filter(([method, url]) => method === 'GET' && !url.includes(':'));
  const statuses = [];
  for (const [method, url] of lists) statuses.push([url, (await send(username, method, url)).statusCode]);
  expect(statuses).toEqual(lists.map(([, url]) => [url, 200]));
});

test('without a token every staff route is 401', async () => {
  const statuses = [];
  for (const [method, url] of STAFF_ROUTES)
    statuses.push((await app.inject({ method: method as 'GET', url: fill(url) })).statusCode);
  expect(new Set(statuses)).toEqual(new Set([401]));
});
