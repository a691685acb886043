import type { FastifyInstance } from 'fastify';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, userId } from '../students/curator-helpers';

/**
 * Issue 43: the homework list is paged on the server by keyset — `limit` tasks by deadline (to the
 * millisecond, as the answer writes it), latest first, then id, after the cursor `after`
 * (`<deadline>|<id>` of the previous page's last row); the figures are the filter's on every page.
 * The pages join to the whole list, each task once, in order, also while tasks arrive between
 * pages; bad cursors and limits → Russian 400.
 */

interface Row {
  id: number;
  deadline: string;
  player: { id: number };
}
interface List {
  count: number;
  completed: number;
  overdue: number;
  data: Row[];
}

let app: FastifyInstance;
let curator: Caller;
let player: Caller;
let players: string;
const clock = new Date();

beforeEach(async () => {
  app = await buildTestApp({ now: () => clock });
  curator = await callerFor(app, 'curator');
  player = await callerFor(app, 'player');
  players = `${await userId(app, 'player')},${await userId(app, 'anna.kuznetsova')}`;
});
afterEach(() => app?.close());

/**
 * `n` tasks of the two students, deadlines over a week; every third one a microsecond later than
 * its neighbour (equal to the millisecond: the id orders them).
 */
async function addHomework(n: number): Promise<void> {
  await app.db.query(
    `INSERT INTO homework (topic, deadline, curator_id, player_id, created_datetime, is_completed, is_closed)
     SELECT 'Страница ' || g, date_trunc('second', now()) + (g % 7 - 3) * interval '1 day' + (g % 3) * interval '1 microsecond',
            (SELECT id FROM users WHERE username = 'curator'), (string_to_array($1, ',')::int[])[1 + g % 2], now(),
            g % 4 = 0, g % 5 = 0
       FROM generate_series(1, $2::int) g`,
    [players, n],
  );
}

/** The filter's rows as the list orders them. */
const expected = async (where = 'true') =>
  (
    await app.db.query<{ id: number }>(
      `SELECT id FROM homework WHERE player_id = ANY(string_to_array($1, ',')::int[]) AND ${where}
        ORDER BY date_trunc('milliseconds', deadline) DESC, id DESC`,
      [players],
    )
  ).map((row) => row.id);

const list = async (query: string, caller = curator): Promise<List> => {
  const res = await caller('GET', `/api/homework/?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as List;
};
const cursor = (row: Row) => encodeURIComponent(`${row.deadline}|${row.id}`);

/** Every page of `limit` from the start, by the cursors; `between` runs beside each next page. */
async function walk(
  query: string,
  limit: number,
  between?: () => Promise<void>,
  caller = curator,
): Promise<List[]> {
  const pages: List[] = [];
  let after = '';
  for (let n = 0; n < 200; n += 1) {
    const [page] = await Promise.all([list(`${query}&limit=${limit}${after}`, caller), after && between?.()]);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    const last = page.data.at(-1);
    if (page.data.length < limit || !last) return pages;
    after = `&after=${cursor(last)}`;
  }
  throw new Error('more than 200 pages');
}

test('pages of 1, 7, 20 and 100 join to the whole list, each task once, with the filter’s figures on every page', async () => {
  await addHomework(45);
  for (const [filter, where] of [
    ['all', 'true'],
    ['not_closed', 'NOT is_closed'],
    ['completed', 'is_completed'],
  ] as const) {
    const all = await expected(where);
    for (const limit of [1, 7, 20, 100]) {
      const pages = await walk(`players=${players}&filter=${filter}`, limit);
      expect({ filter, limit, ids: pages.flatMap((p) => p.data.map((row) => row.id)) }).toEqual({
        filter,
        limit,
        ids: all,
      });
      const first = pages[0]!;
      expect(first.count).toBe(all.length);
      for (const page of pages)
        expect([page.count, page.completed, page.overdue]).toEqual([
          first.count,
          first.completed,
          first.overdue,
        ]);
    }
  }
});

test('while tasks arrive between the pages: every task of the start once, in the list’s order, none twice', async () => {
  await addHomework(40);
  const before = await expected();
  const pages = await walk(`players=${players}&filter=all`, 6, () => addHomework(3));
  const seen = pages.flatMap((p) => p.data);
  const ids = seen.map((row) => row.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(before.filter((id) => !ids.includes(id))).toEqual([]);
  const now = await expected();
  expect(ids).toEqual(now.filter((id) => ids.includes(id)));
});

test('a student pages their own homework the same way', async () => {
  await addHomework(30);
  const playerId = Number(players.split(',')[0]);
  const own = (await expected()).length;
  const pages = await walk('filter=all', 4, undefined, player);
  const rows = pages.flatMap((p) => p.data);
  expect(rows.every((row) => row.player.id === playerId)).toBe(true);
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  expect(rows.length).toBe(pages[0]!.count);
  expect(rows.length).toBeLessThan(own);
});

test('bad cursors and limits → Russian 400 naming the field; the old page and per_page are unknown', async () => {
  const bad = async (query: string, field: string, message: string) => {
    const res = await curator('GET', `/api/homework/?players=${players}&${query}`);
    expect({ query, status: res.statusCode, fields: res.json().error?.fields?.[field] }).toEqual({
      query,
      status: 400,
      fields: [message],
    });
  };
  for (const after of [
    'abc',
    '|5',
    '2026-01-31T12:00:00.000Z',
    '2026-01-31T12:00:00.000Z|0',
    '2026-01-31T12:00:00.000Z|-1',
    '2026-01-31T12:00:00.000Z|1.5',
    '2026-01-31T12:00:00.000Z|99999999999',
    '2026-02-30T12:00:00.000Z|5',
    '2026-01-31T12:00:00Z|5',
    '2026-01-31|5',
    '2026-01-31T12:00:00.000+03:00|5',
    `${'9'.repeat(120)}|5`,
  ])
    await bad(`after=${encodeURIComponent(after)}`, 'after', texts.homework.cursor);
  for (const limit of ['0', '101', 'abc', '1.5', '-1', 'all', ''])
    await bad(`limit=${limit}`, 'limit', texts.homework.limit);
  expect(texts.homework.cursor).toMatch(/[а-я]/);
  expect(texts.homework.limit).toMatch(/[а-я]/);
  for (const old of ['page=2', 'per_page=all']) {
    const res = await curator('GET', `/api/homework/?players=${players}&${old}`);
    expect(res.statusCode).toBe(400);
  }
});
