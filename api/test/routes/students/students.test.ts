import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, FORBIDDEN, userId } from './curator-helpers';

let app: FastifyInstance;
let curator: Caller;
const clock = new Date();

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  curator = await callerFor(app, 'curator');
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/curators/students/', () => {
  test('the curator gets only own students with counts computed from rows', async () => {
    const res = await curator('GET', '/api/curators/students/');
    expect(res.statusCode).toBe(200);
    const students = res.json().data as {
      id: number;
      username: string;
      unread_count: number;
      attention: boolean;
    }[];
    expect(students.map((s) => s.username)).toEqual([
      'anna.kuznetsova',
      'dmitry.sokolov',
      'mikhail.orlov',
      'player',
      'sergey.volkov',
    ]);
    const curatorId = await userId(app, 'curator');
    for (const s of students) {
      const unread = await app.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM homework_messages m JOIN homework h ON h.id = m.homework_id
          WHERE h.player_id = $1 AND m.author_id = $1
            AND NOT EXISTS (SELECT 1 FROM homework_message_reads r WHERE r.message_id = m.id AND r.user_id = $2)`,
        [s.id, curatorId],
      );
      expect(s.unread_count).toBe(unread!.n);
    }
    expect(students.find((s) => s.username === 'dmitry.sokolov')).toMatchObject({
      unread_count: 1,
      attention: true,
    });
    // mikhail's only homework is closed: nothing needs attention.
    expect(students.find((s) => s.username === 'mikhail.orlov')).toMatchObject({
      unread_count: 0,
      attention: false,
    });
  });

  test('the per-student counts add up to the menu badge', async () => {
    const students = (await curator('GET', '/api/curators/students/')).json().data as {
      unread_count: number;
      attention: boolean;
    }[];
    const badge = (await curator('GET', '/api/curators/notifications/?role=curator')).json().data;
    expect(students.reduce((sum, s) => sum + s.unread_count, 0)).toBe(badge.unread_count);
    expect(students.some((s) => s.attention)).toBe(badge.attention);
  });

  test('search by name', async () => {
    const res = await curator('GET', '/api/curators/students/?search=SOKOL');
    expect(res.json().data.map((s: { username: string }) => s.username)).toEqual(['dmitry.sokolov']);
    const none = await curator('GET', '/api/curators/students/?search=%25');
    expect(none.json().data).toEqual([]);
  });

  test('admin is a curator of own students only', async () => {
    const admin = await callerFor(app, 'admin');
    const res = await admin('GET', '/api/curators/students/');
    expect(res.json().data.map((s: { username: string }) => s.username)).toEqual([
      'anna.kuznetsova',
      'dmitry.sokolov',
      'player',
    ]);
  });

  test('a student gets 403', async () => {
    const player = await callerFor(app, 'player');
    const res = await player('GET', '/api/curators/students/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  test('unknown query parameters are refused in Russian', async () => {
    const res = await curator('GET', '/api/curators/students/?foo=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.foo).toEqual(['Неизвестное поле']);
  });
});
