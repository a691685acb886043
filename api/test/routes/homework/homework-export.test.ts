import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { csvRecords, expectRefusals, fileName, xlsxRows } from '../../helpers/exports';
import { type Client, clientFor, userId } from '../backoffice/helpers';

// Issue 40: the curator's homework list as CSV / XLSX, parsed back and compared with the list's
// own figures; a curator gets only their students'.
const LIST = '/api/homework/';
const EXPORT = `${LIST}export/`;
let app: FastifyInstance;
let curator: Client;
let players: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-11-30T12:00:00.000Z') });
  curator = await clientFor(app, 'curator');
  players = [await userId(app, 'player'), await userId(app, 'dmitry.sokolov')].join(',');
  // 520 more tasks of the player (more than one export query reads: 500): some done, some closed, some overdue.
  await app.db.query(
    `INSERT INTO homework (topic, deadline, curator_id, player_id, created_datetime, is_completed, is_closed)
     SELECT 'task ' || g, '2026-06-01T00:00:00Z'::timestamptz + g * interval '9 hours', c.id, p.id,
            '2026-05-01T00:00:00Z'::timestamptz + g * interval '1 hour', g % 3 = 0, g % 5 = 0
       FROM generate_series(1, 520) g, users c, users p
      WHERE c.username = 'curator' AND p.username = 'player'`,
  );
});
afterAll(async () => {
  await app?.close();
});

const figures = async (filters: string) => {
  const { count, completed, overdue } = (await curator.get(`${LIST}?${filters}&per_page=10`)).json().data;
  return { count, completed, overdue };
};

describe('homework export (issue 40)', () => {
  test('XLSX of every task of two students: the list’s count, done and overdue', async () => {
    const filters = `players=${players}&filter=all`;
    const res = await curator.get(`${EXPORT}?${filters}`);
    expect(res.statusCode).toBe(200);
    expect(fileName(res)).toBe('домашние_задания_2026-11-30.xlsx');
    const { header, rows } = await xlsxRows(res);
    expect(header).toEqual([
      undefined,
      'Тема',
      'Студент',
      'Куратор',
      'Создано',
      'Дедлайн',
      'Выполнено',
      'Закрыто',
      'Просрочено',
      'Сообщения',
    ]);
    expect(rows.every((values) => values[5] instanceof Date)).toBe(true);
    expect({
      count: rows.length,
      completed: rows.filter((values) => values[6] === 'Да').length,
      overdue: rows.filter((values) => values[8] === 'Да').length,
    }).toEqual(await figures(filters));
    expect(rows.length).toBeGreaterThan(500);
  });

  test('CSV for Russian Excel of the overdue ones', async () => {
    const filters = `players=${players}&filter=overdue`;
    const res = await curator.get(`${EXPORT}?${filters}&format=csv-excel`);
    expect(res.statusCode).toBe(200);
    const records = csvRecords(res, true).slice(1);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r[7] === 'Да')).toBe(true);
    expect(records.length).toBe((await figures(filters)).count);
  });

  test('bad filters → Russian 400s', async () => {
    await expectRefusals(
      (search) => curator.get(`${EXPORT}${search}&players=${players}`),
      [
        ['?format=pdf', 'format', 'Некорректное значение'],
        ['?filter=late', 'filter', 'Неизвестный фильтр заданий.'],
        ['?page=2', 'page', 'Неизвестное поле'],
      ],
    );
  });

  test('not a student of the curator, or a player asking for others: refused as the list', async () => {
    const stranger = `players=${await userId(app, 'manager')}`;
    const listed = await curator.get(`${LIST}?${stranger}`);
    expect(listed.statusCode).toBeGreaterThanOrEqual(400);
    expect((await curator.get(`${EXPORT}?${stranger}`)).statusCode).toBe(listed.statusCode);
    const player = await clientFor(app, 'player');
    expect((await player.get(`${EXPORT}?players=${players}`)).statusCode).toBe(403);
    expect((await player.get(EXPORT)).statusCode).toBe(200);
  });
});
