import { PERMISSIONS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, getAs, login } from '../helpers/app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app?.close());

const P = PERMISSIONS;

test.each([
  ['admin', Object.values(P)],
  ['curator', [P.students, P.documents, P.dashboard, P.video, P.tournaments, P.team]],
  ['player', [P.dashboard, P.player, P.history, P.team, P.tournaments, P.documents, P.video]],
  ['newbie', [P.dashboard, P.player, P.history, P.team, P.tournaments, P.documents, P.video]],
])('permissions of %s', async (username, expected) => {
  const res = await getAs(app, username, '/api/users/permissions/');
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  expect([...res.json().data].sort()).toEqual([...expected].sort());
});

test('current user and user info', async () => {
  const current = (await getAs(app, 'player', '/api/users/current/')).json().data;
  expect(current).toEqual({
    id: expect.any(Number),
    username: 'player',
    player_level: { name: expect.any(String), group: { name: expect.any(String) } },
    is_curator: false,
  });
  expect((await getAs(app, 'curator', '/api/users/current/')).json().data.is_curator).toBe(true);
  const info = (await getAs(app, 'player', '/api/users/info/user/')).json().data;
  expect(info).toEqual({ shark_player_group: expect.any(String), date_joined_ts: expect.any(Number) });
});

test('frontend settings', async () => {
  const data = (await getAs(app, 'player', '/api/settings/frontend/')).json().data;
  expect(Array.isArray(data.allow_untracked_input)).toBe(true);
  expect(data.allow_untracked_input.every((id: unknown) => typeof id === 'number')).toBe(true);
  const rule = Object.values(data.single_screenshot_rooms)[0] as Record<string, unknown>;
  expect(Object.keys(rule).sort()).toEqual([
    'ewallet_types',
    'ewallets',
    'recipient_room_accounts',
    'recipients',
  ]);
});

test('web messages: only active ones, id/type/text', async () => {
  const data = (await getAs(app, 'newbie', '/api/web/messages/')).json().data;
  expect(data.length).toBeGreaterThan(0);
  for (const message of data) expect(Object.keys(message).sort()).toEqual(['id', 'text', 'type']);
  await app.db.query('UPDATE web_messages SET active = false');
  expect((await getAs(app, 'newbie', '/api/web/messages/')).json().data).toEqual([]);
});

test('documents need the documents permission', async () => {
  const data = (await getAs(app, 'player', '/api/documents/')).json().data;
  expect(data.length).toBeGreaterThan(0);
  expect(Object.keys(data[0]).sort()).toEqual(['id', 'title', 'url']);
  await app.db.query(
    "DELETE FROM user_permissions WHERE permission = $1 AND user_id = (SELECT id FROM users WHERE username = 'player')",
    [P.documents],
  );
  await app.authUsers.settle(); // heard before the next request (lib/auth-users.ts)
  const denied = await getAs(app, 'player', '/api/documents/');
  expect(denied.statusCode).toBe(403);
  expect(denied.json()).toEqual({ detail: expect.any(String) });
});

describe('notifications', () => {
  test('curator and player badges are non-zero on the demo data', async () => {
    const curator = (await getAs(app, 'curator', '/api/curators/notifications/?role=curator')).json().data;
    expect(curator.unread_count).toBeGreaterThan(0);
    expect(curator.attention).toBe(true);
    const player = (await getAs(app, 'player', '/api/curators/notifications/?role=player')).json().data;
    expect(player.unread_count).toBeGreaterThan(0);
    expect(player.attention).toBe(true);
  });

  test('reading messages clears the unread count', async () => {
    const before = (await getAs(app, 'player', '/api/curators/notifications/?role=player')).json().data;
    await app.db.query(
      `INSERT INTO homework_message_reads (message_id, user_id)
       SELECT m.id, h.player_id FROM homework_messages m JOIN homework h ON h.id = m.homework_id
        JOIN users u ON u.id = h.player_id WHERE u.username = 'player' AND m.author_id <> h.player_id`,
    );
    const after = (await getAs(app, 'player', '/api/curators/notifications/?role=player')).json().data;
    expect(before.unread_count).toBeGreaterThan(0);
    expect(after.unread_count).toBe(0);
  });

  test('a player asking for the curator role → 403', async () => {
    const res = await getAs(app, 'player', '/api/curators/notifications/?role=curator');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  test.each(['?role=admin', '', '?role=player&x=1'])('bad query %s → 400', async (query) => {
    const res = await getAs(app, 'curator', `/api/curators/notifications/${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

test('newplayerformv2: completed for player, accounts without form for newbie', async () => {
  const player = (await getAs(app, 'player', '/api/users/newplayerformv2/')).json().data;
  expect(player.form_completed).toBe(true);
  const newbie = (await getAs(app, 'newbie', '/api/users/newplayerformv2/')).json().data;
  expect(newbie.form_completed).toBe(false);
  expect(newbie.accounts.length).toBeGreaterThan(0);
  expect(Object.keys(newbie.accounts[0]).sort()).toEqual(
    [
      'account_record_id',
      'hasEmail',
      'room_account_id',
      'room_account_name',
      'room_description',
      'room_id',
      'room_name',
    ].sort(),
  );
  const gg = newbie.accounts.find((a: { room_id: number }) => a.room_id === 14);
  expect(gg.hasEmail).toBe(true);
});

test('OpenAPI document at /api/docs lists the routes without a token', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toEqual(
    expect.arrayContaining(['/api/token/', '/api/users/current/']),
  );
});

test('unknown /api path → 404 detail for a signed-in user', async () => {
  const { access } = await login(app, 'player');
  const res = await app.inject({ method: 'GET', url: '/api/nope/', headers: bearer(access) });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Не найдено.' });
});
