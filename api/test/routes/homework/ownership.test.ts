import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor } from '../students/curator-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface User {
  id: number;
  username: string;
  perms: string[];
}

/** Every user against every homework and every student's statistics and EV: access iff owner or curator. */
test('ownership over all pairs of users and objects', async () => {
  const users = await app.db.query<User>(
    `SELECT u.id, u.username, COALESCE(array_agg(p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS perms
       FROM users u LEFT JOIN user_permissions p ON p.user_id = u.id WHERE u.is_active GROUP BY u.id ORDER BY u.id`,
  );
  const links = await app.db.query<{ curator_id: number; student_id: number }>(
    'SELECT * FROM curator_students',
  );
  const homework = await app.db.query<{ id: number; player_id: number }>(
    'SELECT id, player_id FROM homework ORDER BY id',
  );
  const curates = (c: User, s: number) =>
    c.perms.some((p) => p.startsWith('sec.students')) &&
    links.some((l) => l.curator_id === c.id && l.student_id === s);
  const isSelf = (u: User, s: number) => u.id === s && u.perms.some((p) => p.startsWith('sec.player'));
  const callers = new Map<number, Caller>();
  for (const u of users) callers.set(u.id, await callerFor(app, u.username));

  const mismatches: string[] = [];
  for (const user of users) {
    const call = callers.get(user.id)!;
    for (const hw of homework) {
      const allowed = isSelf(user, hw.player_id) || curates(user, hw.player_id);
      const res = await call('GET', `/api/homework/${hw.id}/`);
      if ((res.statusCode === 200) !== allowed || (!allowed && res.statusCode !== 403)) {
        mismatches.push(`${user.username} homework ${hw.id}: ${res.statusCode}`);
      }
    }
    for (const student of users) {
      const allowed = isSelf(user, student.id) || curates(user, student.id);
      for (const url of [`/api/stats/?player=${student.id}`, `/api/ev/?player=${student.id}`]) {
        const res = await call('GET', url);
        if ((res.statusCode === 200) !== allowed)
          mismatches.push(`${user.username} ${url}: ${res.statusCode}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
});
