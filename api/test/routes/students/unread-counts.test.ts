/**
 * The students' unread counts come from counters (migration 145, issue 43): after a mix of messages,
 * edits, reads, unread marks, deletes of reads, messages, homework and readers, a homework moved to
 * another player and a student relinked to another curator, every counter equals a recount of the
 * rows and the students list shows the recount for each curator.
 */
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, userId } from './curator-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

/** The student's messages the reader has not read, from the rows (the query before migration 145). */
const RECOUNT = `SELECT count(*)::int AS n FROM homework_messages m JOIN homework h ON h.id = m.homework_id
  WHERE h.player_id = $1 AND m.author_id = $1 AND m.author_id <> $2
    AND NOT EXISTS (SELECT 1 FROM homework_message_reads r WHERE r.message_id = m.id AND r.user_id = $2)`;

async function expectCountersExact() {
  const stored = await app.db.query<{ hw: number; reader: number; n: number }>(
    `SELECT homework_id AS hw, 0 AS reader, n FROM homework_message_counts WHERE n <> 0
     UNION ALL SELECT homework_id, reader_id, n FROM homework_read_counts WHERE n <> 0 ORDER BY 1, 2`,
  );
  const counted = await app.db.query<{ hw: number; reader: number; n: number }>(
    `SELECT h.id AS hw, 0 AS reader, count(*)::int AS n FROM homework h
       JOIN homework_messages m ON m.homework_id = h.id AND m.author_id = h.player_id GROUP BY h.id
     UNION ALL
     SELECT h.id, r.user_id, count(*)::int FROM homework h
       JOIN homework_messages m ON m.homework_id = h.id AND m.author_id = h.player_id
       JOIN homework_message_reads r ON r.message_id = m.id GROUP BY h.id, r.user_id ORDER BY 1, 2`,
  );
  expect(stored).toEqual(counted);
}

async function expectListExact(caller: Caller, curator: string) {
  const curatorId = await userId(app, curator);
  const students = (await caller('GET', '/api/curators/students/')).json().data as {
    id: number;
    unread_count: number;
  }[];
  expect(students.length).toBeGreaterThan(0);
  for (const s of students) {
    const row = await app.db.one<{ n: number }>(RECOUNT, [s.id, curatorId]);
    expect({ id: s.id, unread: s.unread_count }).toEqual({ id: s.id, unread: row!.n });
  }
}

test('the unread counters equal a recount after mixed operations', async () => {
  const curator = await callerFor(app, 'curator');
  const admin = await callerFor(app, 'admin');
  const player = await callerFor(app, 'player');
  const playerId = await userId(app, 'player');
  const deadline = new Date(Date.now() + 86_400_000).toISOString();
  const created = (
    await curator('POST', '/api/homework/', { topic: 'Счётчики', deadline, player_ids: [playerId] })
  ).json().data as { id: number }[];
  const hw = created[0]!.id;
  await expectCountersExact();

  // The student writes three, the curator one; the admin (also the player's curator) reads them.
  for (const text of ['Первый', 'Второй', 'Третий'])
    expect((await player('POST', `/api/homework/${hw}/messages/`, { text })).statusCode).toBe(201);
  await curator('POST', `/api/homework/${hw}/messages/`, { text: 'Ответ' });
  await admin('POST', `/api/homework/${hw}/read/`);
  await expectCountersExact();
  await expectListExact(curator, 'curator');
  await expectListExact(admin, 'admin');

  // An edit changes nothing; the curator reads; one read is taken back; a message goes with its reads.
  const last = await app.db.one<{ id: number }>(
    'SELECT max(id) AS id FROM homework_messages WHERE homework_id = $1 AND author_id = $2',
    [hw, playerId],
  );
  expect(
    (await player('PATCH', `/api/homework/${hw}/messages/${last!.id}/`, { text: 'Третий!' })).statusCode,
  ).toBe(200);
  await curator('POST', `/api/homework/${hw}/read/`);
  await app.db.query('DELETE FROM homework_message_reads WHERE message_id = $1 AND user_id = $2', [
    last!.id,
    await userId(app, 'curator'),
  ]);
  await app.db.query(
    'DELETE FROM homework_messages WHERE id = (SELECT min(id) FROM homework_messages WHERE homework_id = $1 AND author_id = $2)',
    [hw, playerId],
  );
  await expectCountersExact();
  await expectListExact(curator, 'curator');

  // Many rows in one statement; a message moved to another homework; a read re-pointed.
  await app.db.query(
    `INSERT INTO homework_messages (homework_id, author_id, text)
     SELECT h.id, h.player_id, 'Пачка ' || g FROM homework h, generate_series(1, 3) g`,
  );
  await app.db.query(
    `UPDATE homework_messages SET homework_id = (SELECT min(id) FROM homework WHERE player_id = $2 AND id <> $1)
      WHERE id = (SELECT max(id) FROM homework_messages WHERE homework_id = $1)`,
    [hw, playerId],
  );
  await app.db.query(
    `UPDATE homework_message_reads SET user_id = $1
      WHERE (message_id, user_id) IN (SELECT message_id, user_id FROM homework_message_reads WHERE user_id = $2 LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM homework_message_reads r2, homework_message_reads r3
                         WHERE r2.user_id = $2 AND r3.message_id = r2.message_id AND r3.user_id = $1)`,
    [await userId(app, 'curator'), await userId(app, 'admin')],
  );
  await expectCountersExact();

  // The homework given to another student, the student relinked to the admin, a homework deleted.
  const other = await app.db.one<{ id: number }>(
    `SELECT student_id AS id FROM curator_students WHERE curator_id = $1 AND student_id <> $2 ORDER BY 1 LIMIT 1`,
    [await userId(app, 'curator'), playerId],
  );
  await app.db.query('UPDATE homework SET player_id = $2 WHERE id = $1', [hw, other!.id]);
  await expectCountersExact();
  await app.db.query(
    `INSERT INTO curator_students (curator_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [await userId(app, 'admin'), other!.id],
  );
  await expectListExact(admin, 'admin');
  await app.db.query('DELETE FROM homework WHERE id = $1', [hw]);
  await expectCountersExact();
  await expectListExact(curator, 'curator');
  await expectListExact(admin, 'admin');
});
