import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, FORBIDDEN, userId } from '../students/curator-helpers';

let app: FastifyInstance;
let curator: Caller;
let player: Caller;
let playerId: number;

beforeEach(async () => {
  app = await buildTestApp();
  curator = await callerFor(app, 'curator');
  player = await callerFor(app, 'player');
  playerId = await userId(app, 'player');
});
afterEach(() => app?.close());

const badge = async (who: Caller, role: 'curator' | 'player') =>
  (await who('GET', `/api/curators/notifications/?role=${role}`)).json().data as {
    unread_count: number;
    attention: boolean;
  };

describe('GET /api/curators/notifications/', () => {
  test("the student's badge: unread messages of others on own homework, attention on own overdue open homework", async () => {
    const start = await badge(player, 'player');
    const unread = await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM homework_messages m JOIN homework h ON h.id = m.homework_id
        WHERE h.player_id = $1 AND NOT h.is_closed AND m.author_id <> $1
          AND NOT EXISTS (SELECT 1 FROM homework_message_reads r WHERE r.message_id = m.id AND r.user_id = $1)`,
      [playerId],
    );
    expect(start).toEqual({ unread_count: unread!.n, attention: true });

    const overdue = await app.db.query<{ id: number }>(
      'SELECT id FROM homework WHERE player_id = $1 AND NOT is_closed AND NOT is_completed AND deadline < now()',
      [playerId],
    );
    for (const { id } of overdue) {
      expect((await curator('PATCH', `/api/homework/${id}/curator/`, { is_closed: true })).statusCode).toBe(
        200,
      );
    }
    expect((await badge(player, 'player')).attention).toBe(false);

    const list = (await player('GET', '/api/homework/?filter=all&per_page=all')).json().data.data as {
      id: number;
    }[];
    for (const { id } of list) await player('POST', `/api/homework/${id}/read/`);
    expect((await badge(player, 'player')).unread_count).toBe(0);
  });

  test("the student's badge counts only what the default filter (not closed) shows", async () => {
    const [hw] = (
      await curator('POST', '/api/homework/', {
        topic: 'Закроется',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        player_ids: [playerId],
      })
    ).json().data as { id: number }[];
    const start = (await badge(player, 'player')).unread_count;
    await curator('POST', `/api/homework/${hw!.id}/messages/`, { text: 'Посмотри раздачу' });
    expect((await badge(player, 'player')).unread_count).toBe(start + 1);
    await curator('PATCH', `/api/homework/${hw!.id}/curator/`, { is_closed: true });
    expect((await badge(player, 'player')).unread_count).toBe(start);
    const shown = (await player('GET', '/api/homework/?per_page=all')).json().data.data as {
      unread_count: number;
    }[];
    expect(shown.reduce((sum, h) => sum + h.unread_count, 0)).toBe(start);
  });

  test("the curator's badge: a new student message counts until read; attention on completed open homework", async () => {
    const [hw] = (
      await curator('POST', '/api/homework/', {
        topic: 'Бейдж',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        player_ids: [playerId],
      })
    ).json().data as { id: number }[];
    const start = await badge(curator, 'curator');
    await player('POST', `/api/homework/${hw!.id}/messages/`, { text: 'Вопрос' });
    expect((await badge(curator, 'curator')).unread_count).toBe(start.unread_count + 1);
    // The admin curates player too: its own read marks are separate.
    const admin = await callerFor(app, 'admin');
    await admin('POST', `/api/homework/${hw!.id}/read/`);
    expect((await badge(curator, 'curator')).unread_count).toBe(start.unread_count + 1);
    await curator('POST', `/api/homework/${hw!.id}/read/`);
    expect((await badge(curator, 'curator')).unread_count).toBe(start.unread_count);

    await app.db.query(
      'UPDATE homework SET is_closed = true WHERE curator_id = (SELECT id FROM users WHERE username = $1)',
      ['curator'],
    );
    expect((await badge(curator, 'curator')).attention).toBe(false);
    await app.db.query('UPDATE homework SET is_closed = false WHERE id = $1', [hw!.id]);
    await player('PATCH', `/api/homework/${hw!.id}/`, { is_completed: true });
    expect((await badge(curator, 'curator')).attention).toBe(true);
  });

  test('a student asking for the curator badge gets 403; a bad role gets a Russian 400', async () => {
    const res = await player('GET', '/api/curators/notifications/?role=curator');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const bad = await player('GET', '/api/curators/notifications/?role=admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.role).toEqual(['Роль должна быть curator или player.']);
  });
});
