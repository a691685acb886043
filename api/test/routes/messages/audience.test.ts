import type { FastifyInstance } from 'fastify';
import { buildTestApp, getAs } from '../../helpers/app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const texts = async (username: string) =>
  ((await getAs(app, username, '/api/web/messages/')).json().data as { text: string }[]).map((m) => m.text);

test('system messages go to the roles they concern: the upload reminder to players, not to curators', async () => {
  await app.db.query('DELETE FROM web_messages');
  await app.db.query(
    `INSERT INTO web_messages (type, text, audience) VALUES
       ('info', 'всем', 'all'), ('info', 'игрокам', 'player'), ('info', 'кураторам', 'curator')`,
  );
  expect(await texts('player')).toEqual(['всем', 'игрокам']);
  expect(await texts('curator')).toEqual(['всем', 'кураторам']);
  expect(await texts('admin')).toEqual(['всем', 'игрокам', 'кураторам']);
});

test('the seeded hand-upload reminder is not shown to a curator', async () => {
  const reminder = 'Отчёты за месяц и файлы рук загружайте до 5 числа.';
  expect(await texts('player')).toContain(reminder);
  expect(await texts('curator')).not.toContain(reminder);
});
