import { ALL_PERMISSION_IDS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { setActive } from '../../../src/routes/backoffice/people/repository';
import { buildTestApp, login } from '../../helpers/app';
import { auditRows, type Client, clientFor, snapshot, userId } from './helpers';

let app: FastifyInstance;
let manager: Client;
beforeEach(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
});
afterEach(() => app.close());

test('deactivate: no sign-in, no refresh, the token stops; activate brings them back', async () => {
  const id = await userId(app, 'newbie');
  const { refresh } = await login(app, 'newbie');
  const newbie = await clientFor(app, 'newbie');
  const res = await manager.post(`/api/backoffice/users/${id}/deactivate/`, {});
  expect(res.json().data).toEqual({ id, status: 'inactive' });
  expect((await newbie.get('/api/users/permissions/')).statusCode).toBe(401);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'newbie', password: 'demo-password' },
  });
  expect(signIn.statusCode).toBe(401);
  const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
  expect(refreshed.statusCode).toBe(401);
  expect((await manager.post(`/api/backoffice/users/${id}/deactivate/`, {})).json().error.messages).toEqual([
    'Пользователь уже отключён.',
  ]);
  const listed = (await manager.get('/api/backoffice/users/?active=false')).json();
  expect(listed.data.map((u: { username: string }) => u.username)).toEqual(['newbie']);

  expect((await manager.post(`/api/backoffice/users/${id}/activate/`)).json().data.status).toBe('active');
  expect((await login(app, 'newbie')).access).toBeTruthy();
  expect((await auditRows(app, 'user', id)).map((r) => [r.action, r.before, r.after])).toEqual([
    ['user.deactivate', { is_active: true }, { is_active: false }],
    ['user.activate', { is_active: false }, { is_active: true }],
  ]);
});

test('a staff member cannot deactivate themself (403); an unknown user is 404', async () => {
  const before = await snapshot(app);
  const self = await manager.post(`/api/backoffice/users/${await userId(app, 'manager')}/deactivate/`, {});
  expect([self.statusCode, self.json()]).toEqual([403, { detail: 'Нельзя отключить самого себя.' }]);
  const admin = await clientFor(app, 'admin');
  const selfAdmin = await admin.post(`/api/backoffice/users/${await userId(app, 'admin')}/deactivate/`, {});
  expect([selfAdmin.statusCode, selfAdmin.json()]).toEqual([
    403,
    { detail: 'Нельзя отключить самого себя.' },
  ]);
  const missing = await manager.post('/api/backoffice/users/999999/activate/', {});
  expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Пользователь не найден.' }]);
  expect(await snapshot(app)).toBe(before);
});

/** Gives `username` every section: a second administrator. */
async function makeAdministrator(username: string) {
  await app.db.query(
    'INSERT INTO user_permissions (user_id, permission) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
    [await userId(app, username), ALL_PERMISSION_IDS],
  );
}

test('a manager neither deactivates nor activates an administrator → 403, nothing changed; the list says who is one', async () => {
  const admin = await userId(app, 'admin');
  const rows = (await manager.get('/api/backoffice/users/?search=a')).json().data as {
    username: string;
    is_admin: boolean;
  }[];
  expect(rows.filter((r) => r.is_admin).map((r) => r.username)).toEqual(['admin']);
  const before = await snapshot(app);
  const off = await manager.post(`/api/backoffice/users/${admin}/deactivate/`, {});
  expect([off.statusCode, off.json()]).toEqual([
    403,
    { detail: 'Включать и отключать администратора может только администратор.' },
  ]);
  expect(await snapshot(app)).toBe(before);
  await app.db.query('UPDATE users SET is_active = false WHERE id = $1', [admin]);
  await makeAdministrator('curator');
  const on = await manager.post(`/api/backoffice/users/${admin}/activate/`, {});
  expect(on.statusCode).toBe(403);
  expect(
    (await app.db.one<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [admin]))
      ?.is_active,
  ).toBe(false);
});

test('an administrator deactivates another one, but two deactivating each other at once leave one active', async () => {
  await makeAdministrator('curator');
  const [admin, curator] = [await userId(app, 'admin'), await userId(app, 'curator')];
  const byAdmin = await clientFor(app, 'admin');
  const byCurator = await clientFor(app, 'curator');
  const results = await Promise.all([
    byAdmin.post(`/api/backoffice/users/${curator}/deactivate/`, {}),
    byCurator.post(`/api/backoffice/users/${admin}/deactivate/`, {}),
  ]);
  const statuses = results.map((r) => r.statusCode).sort();
  expect(statuses[0]).toBe(200);
  expect(statuses[1]).toBeGreaterThanOrEqual(400);
  expect(statuses[1]).toBeLessThan(500);
  const active = await app.db.query<{ id: number }>(
    'SELECT id FROM users WHERE id = ANY($1::int[]) AND is_active',
    [[admin, curator]],
  );
  expect(active).toHaveLength(1);
});

test('the last administrator cannot be deactivated, even by a request that raced its own deactivation', async () => {
  await makeAdministrator('curator');
  const [admin, curator] = [await userId(app, 'admin'), await userId(app, 'curator')];
  // The curator's deactivation committed first; their request to deactivate the admin then arrives.
  await app.db.query('UPDATE users SET is_active = false WHERE id = $1', [curator]);
  await expect(setActive(app.db, curator, admin, false)).rejects.toMatchObject({
    statusCode: 403,
    message: 'Нельзя отключить последнего администратора.',
  });
  expect(
    (await app.db.one<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [admin]))
      ?.is_active,
  ).toBe(true);
});

test('a manager neither links nor unlinks an administrator (as student or curator) → 403, nothing changed; an administrator does', async () => {
  const [admin, curator] = [await userId(app, 'admin'), await userId(app, 'curator')];
  await app.db.query('UPDATE users SET is_curator = true WHERE id = $1', [admin]);
  const newbie = await userId(app, 'newbie');
  const before = await snapshot(app);
  const refused = { detail: 'Изменять администратора может только администратор.' };
  for (const body of [
    { curator_id: curator, student_id: admin },
    { curator_id: admin, student_id: newbie },
  ]) {
    const res = await manager.post('/api/backoffice/curator-links/', body);
    expect([res.statusCode, res.json()]).toEqual([403, refused]);
  }
  expect(await snapshot(app)).toBe(before);
  const byAdmin = await clientFor(app, 'admin');
  const linked = await byAdmin.post('/api/backoffice/curator-links/', {
    curator_id: admin,
    student_id: newbie,
  });
  expect(linked.statusCode).toBe(200);
  const linkedBefore = await snapshot(app);
  const unlink = await manager.del(`/api/backoffice/curator-links/${admin}/${newbie}/`);
  expect([unlink.statusCode, unlink.json()]).toEqual([403, refused]);
  expect(await snapshot(app)).toBe(linkedBefore);
  expect((await byAdmin.del(`/api/backoffice/curator-links/${admin}/${newbie}/`)).statusCode).toBe(200);
});

test('link and unlink a student; the curator sees the student; bad links are refused', async () => {
  const curator = await userId(app, 'curator');
  const newbie = await userId(app, 'newbie');
  const linked = await manager.post('/api/backoffice/curator-links/', {
    curator_id: curator,
    student_id: newbie,
  });
  expect(linked.json().data).toEqual({ id: newbie, status: 'linked' });
  const row = (await manager.get('/api/backoffice/users/?search=newb')).json().data[0];
  expect(row.curators).toEqual([{ id: curator, username: 'curator' }]);
  const again = await manager.post('/api/backoffice/curator-links/', {
    curator_id: curator,
    student_id: newbie,
  });
  expect([again.statusCode, again.json().error.messages]).toEqual([
    409,
    ['Студент уже закреплён за этим куратором.'],
  ]);

  const before = await snapshot(app);
  const player = await userId(app, 'player');
  const notCurator = await manager.post('/api/backoffice/curator-links/', {
    curator_id: player,
    student_id: newbie,
  });
  expect(notCurator.json().error.messages).toEqual(['Пользователь не куратор.']);
  const notPlayer = await manager.post('/api/backoffice/curator-links/', {
    curator_id: curator,
    student_id: curator,
  });
  expect(notPlayer.json().error.messages).toEqual(['Нельзя назначить куратором самого себя.']);
  expect(await snapshot(app)).toBe(before);

  const unlinked = await app.inject({
    method: 'DELETE',
    url: `/api/backoffice/curator-links/${curator}/${newbie}/`,
    headers: { authorization: `Bearer ${app.tokens.issue(await userId(app, 'manager'), 'access').token}` },
  });
  expect(unlinked.json().data).toEqual({ id: newbie, status: 'unlinked' });
  expect((await auditRows(app, 'curator_link', newbie)).map((r) => r.action)).toEqual([
    'curator_link.create',
    'curator_link.delete',
  ]);
});

test('a player’s onboarding form and accounts; a missing form is 404', async () => {
  const player = await userId(app, 'player');
  const form = (await manager.get(`/api/backoffice/users/${player}/onboarding-form/`)).json().data;
  expect(form.user).toEqual({ id: player, username: 'player' });
  expect(Object.keys(form.payload).length).toBeGreaterThan(0);
  const missing = await manager.get(`/api/backoffice/users/${await userId(app, 'newbie')}/onboarding-form/`);
  expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Анкета не заполнена.' }]);
  const accounts = (await manager.get(`/api/backoffice/users/${player}/accounts/`)).json().data;
  expect(accounts.length).toBeGreaterThan(0);
  expect(accounts[0]).toEqual(
    expect.objectContaining({
      balance: expect.any(String),
      held: expect.any(String),
      available: expect.any(String),
    }),
  );
});

test('system messages: create, edit, retire; players see only the active ones as toasts', async () => {
  const player = await clientFor(app, 'player');
  const created = await manager.post('/api/backoffice/messages/', {
    type: 'warning',
    text: 'Плановые работы в субботу',
    audience: 'player',
  });
  const id = created.json().data.id;
  const toasts = async () => (await player.get('/api/web/messages/')).json().data;
  expect(await toasts()).toContainEqual({ id, type: 'warning', text: 'Плановые работы в субботу' });
  const curator = await clientFor(app, 'curator');
  expect(
    (await curator.get('/api/web/messages/')).json().data.map((m: { id: number }) => m.id),
  ).not.toContain(id);

  const edited = await app.inject({
    method: 'PATCH',
    url: `/api/backoffice/messages/${id}/`,
    headers: { authorization: `Bearer ${app.tokens.issue(await userId(app, 'manager'), 'access').token}` },
    payload: { type: 'error', text: 'Работы перенесены' },
  });
  expect(edited.json().data).toEqual({ id, status: 'active' });
  expect(await toasts()).toContainEqual({ id, type: 'error', text: 'Работы перенесены' });

  expect((await manager.post(`/api/backoffice/messages/${id}/retire/`, {})).json().data.status).toBe(
    'retired',
  );
  expect((await toasts()).map((m: { id: number }) => m.id)).not.toContain(id);
  const again = await manager.post(`/api/backoffice/messages/${id}/retire/`, {});
  expect([again.statusCode, again.json().error.messages]).toEqual([409, ['Сообщение уже снято с показа.']]);
  const list = (await manager.get('/api/backoffice/messages/?active=false')).json().data;
  expect(list.find((m: { id: number }) => m.id === id)).toMatchObject({ active: false, type: 'error' });
  const audit = (await manager.get(`/api/backoffice/audit/?entity=web_message&entity_id=${id}`)).json();
  expect(audit.data.map((r: { action: string }) => r.action)).toEqual([
    'web_message.retire',
    'web_message.update',
    'web_message.create',
  ]);
  expect(audit.data[1].before.text).toBe('Плановые работы в субботу');
  expect(audit.data[1].after.text).toBe('Работы перенесены');
  expect(audit.data[0].actor).toEqual({ id: await userId(app, 'manager'), username: 'manager' });
});

test('player notices: unread count, then read', async () => {
  const player = await clientFor(app, 'player');
  const cashFlow = await app.db.one<{ id: number }>(
    `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment)
     SELECT id, 5, false, 'https://prnt.sc/x' FROM account_records WHERE user_id = $1 ORDER BY id LIMIT 1 RETURNING id`,
    [await userId(app, 'player')],
  );
  await manager.post(`/api/backoffice/cash-flows/${cashFlow!.id}/reject/`, { reason: 'Дубль' });
  expect((await player.get('/api/accounting/notifications/')).json().data.unread_count).toBe(1);
  expect((await player.post('/api/accounting/notifications/read/', {})).json().data).toEqual({ updated: 1 });
  expect((await player.get('/api/accounting/notifications/')).json().data).toMatchObject({
    unread_count: 0,
    items: [{ kind: 'cash_flow.rejected', read: true, text: 'Движение по счёту отклонено: Дубль' }],
  });
});

test('messages, activation and links sent again with their Idempotency-Key are replayed, not done twice', async () => {
  const key = (name: string) => ({ 'idempotency-key': `bo-people-${name}-0001` });
  const twice = async (send: () => Promise<{ statusCode: number; body: string; headers: object }>) => {
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers).toHaveProperty('idempotent-replayed', 'true');
    expect(second.body).toBe(first.body);
    return JSON.parse(first.body).data;
  };
  const text = 'Сообщение, отправленное дважды';
  const message = await twice(() =>
    manager.post('/api/backoffice/messages/', { type: 'info', text, audience: 'all' }, key('create')),
  );
  const rows = await app.db.query('SELECT id FROM web_messages WHERE text = $1', [text]);
  expect(rows).toEqual([{ id: message.id }]);
  await twice(() => manager.post(`/api/backoffice/messages/${message.id}/retire/`, {}, key('retire')));
  expect((await auditRows(app, 'web_message', message.id)).map((r) => r.action)).toEqual([
    'web_message.create',
    'web_message.retire',
  ]);

  const newbie = await userId(app, 'newbie');
  const token = await clientFor(app, 'newbie');
  await twice(() => manager.post(`/api/backoffice/users/${newbie}/deactivate/`, {}, key('off')));
  // The replayed answer too comes after the token stopped working.
  expect((await token.get('/api/users/permissions/')).statusCode).toBe(401);
  expect((await auditRows(app, 'user', newbie)).map((r) => r.action)).toEqual(['user.deactivate']);

  const curator = await userId(app, 'curator');
  const students = () =>
    app.db.query<{ student_id: number }>('SELECT student_id FROM curator_students WHERE curator_id = $1', [
      curator,
    ]);
  const before = await students();
  await twice(() =>
    manager.post('/api/backoffice/curator-links/', { curator_id: curator, student_id: newbie }, key('link')),
  );
  expect(await students()).toContainEqual({ student_id: newbie });
  await twice(() => manager.del(`/api/backoffice/curator-links/${curator}/${newbie}/`, key('unlink')));
  expect(await students()).toEqual(before);
});

test('role=player lists players only: the administrator, who holds every section, is staff, not a player', async () => {
  const players = (await manager.get('/api/backoffice/users/?role=player&per_page=100')).json()
    .data as Array<{
    username: string;
    is_staff: boolean;
  }>;
  expect(players.length).toBeGreaterThan(0);
  expect(players.map((u) => u.username)).toContain('player');
  expect(players.map((u) => u.username)).not.toContain('admin');
  expect(players.filter((u) => u.is_staff)).toEqual([]);
  const staff = (await manager.get('/api/backoffice/users/?role=staff&per_page=100')).json().data;
  expect(staff.map((u: { username: string }) => u.username)).toContain('admin');
});
