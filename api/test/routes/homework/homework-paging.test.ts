import { HOMEWORK_ALL_PAGE } from '@fund/shared/schemas/curator';
import type { FastifyInstance } from 'fastify';
import { HOMEWORK_PAGING_TEXT } from '../../../src/routes/homework/texts';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, countRows, userId } from '../students/curator-helpers';

/**
 * Issue 43: the homework list is paged on the server with the spec's pager kept (spec 02 §9:
 * `page`, `per_page` 10/20/50/100/all, default 10, the answer `{count, completed, overdue, data}`)
 * over `idPage` — the page's ids from `homework` alone by deadline (to the millisecond, as the
 * answer writes it), latest first, then id; a page by number counted from the nearer end, or the
 * next page after the cursor `after=<deadline>|<id>` of the previous page's last row. «Все» comes
 * in pages of HOMEWORK_ALL_PAGE. Pages join to the whole list, by number and by cursor, also while
 * tasks arrive; a curator reads only their students'; bad input → Russian 400.
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
let players: string;
const clock = new Date();

beforeEach(async () => {
  app = await buildTestApp({ now: () => clock });
  curator = await callerFor(app, 'curator');
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
const expected = async (where = 'true', ids = players) =>
  (
    await app.db.query<{ id: number }>(
      `SELECT id FROM homework WHERE player_id = ANY(string_to_array($1, ',')::int[]) AND ${where}
        ORDER BY date_trunc('milliseconds', deadline) DESC, id DESC`,
      [ids],
    )
  ).map((row) => row.id);

const list = async (query: string, caller = curator): Promise<List> => {
  const res = await caller('GET', `/api/homework/?${query}`);
  expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
  return res.json().data as List;
};
const cursor = (row: Row) => encodeURIComponent(`${row.deadline}|${row.id}`);
const ids = (pages: List[]) => pages.flatMap((page) => page.data.map((row) => row.id));

/** Every page of `perPage` from page 1, by the cursor of the page before; `between` runs beside each next page. */
async function walk(
  query: string,
  perPage: number,
  between?: () => Promise<void>,
  caller = curator,
): Promise<List[]> {
  const pages: List[] = [];
  let after = '';
  for (let n = 0; n < 200; n += 1) {
    const [page] = await Promise.all([
      list(`${query}&per_page=${perPage}${after}`, caller),
      after && between?.(),
    ]);
    expect(page.data.length).toBeLessThanOrEqual(perPage);
    pages.push(page);
    const last = page.data.at(-1);
    if (page.data.length < perPage || !last) return pages;
    after = `&after=${cursor(last)}`;
  }
  throw new Error('more than 200 pages');
}

/** Every page by number, 1 to the last of `count`. */
async function byNumber(query: string, perPage: number, count: number): Promise<List[]> {
  const pages: List[] = [];
  for (let page = 1; page <= Math.max(1, Math.ceil(count / perPage)); page += 1)
    pages.push(await list(`${query}&per_page=${perPage}&page=${page}`));
  return pages;
}

test('pages of 10, 20, 50 and 100, by number and by cursor, join to the whole list with the filter’s figures on every page', async () => {
  await addHomework(130);
  for (const [filter, where, sizes] of [
    ['all', 'true', [10, 20, 50, 100]],
    ['not_closed', 'NOT is_closed', [20]],
    ['completed', 'is_completed', [20]],
  ] as const) {
    const all = await expected(where);
    const query = `players=${players}&filter=${filter}`;
    for (const perPage of sizes) {
      const numbered = await byNumber(query, perPage, all.length);
      const cursored = await walk(query, perPage);
      expect({ filter, perPage, numbered: ids(numbered), cursored: ids(cursored) }).toEqual({
        filter,
        perPage,
        numbered: all,
        cursored: all,
      });
      const first = numbered[0]!;
      expect(first.count).toBe(all.length);
      for (const page of [...numbered, ...cursored])
        expect([page.count, page.completed, page.overdue]).toEqual([
          first.count,
          first.completed,
          first.overdue,
        ]);
    }
  }
  // The default is 10 of the not closed, page 1; past the last page: none, the figures kept.
  const open = await expected('NOT is_closed');
  expect((await list(`players=${players}`)).data.map((row) => row.id)).toEqual(open.slice(0, 10));
  const total = (await expected()).length;
  const past = await list(`players=${players}&filter=all&page=${Math.ceil(total / 10) + 1}`);
  expect([past.data, past.count]).toEqual([[], total]);
});

test('«Все» answers pages of HOMEWORK_ALL_PAGE tasks: the first by number, the rest by number or cursor', async () => {
  await addHomework(HOMEWORK_ALL_PAGE + 7);
  const all = await expected();
  const query = `players=${players}&filter=all&per_page=all`;
  const first = await list(query);
  expect(first.data.length).toBe(HOMEWORK_ALL_PAGE);
  expect(first.count).toBe(all.length);
  const second = await list(`${query}&page=2`);
  const next = await list(`${query}&after=${cursor(first.data.at(-1)!)}`);
  expect(ids([first, second])).toEqual(all);
  expect(ids([first, next])).toEqual(all);
});

test('while tasks arrive between the pages: by cursor every task of the start once, in the list’s order', async () => {
  await addHomework(40);
  const before = await expected();
  const pages = await walk(`players=${players}&filter=all`, 10, () => addHomework(3));
  const seen = ids(pages);
  expect(new Set(seen).size).toBe(seen.length);
  expect(before.filter((id) => !seen.includes(id))).toEqual([]);
  const now = await expected();
  expect(seen).toEqual(now.filter((id) => seen.includes(id)));
});

test('a curator pages only their own students’ homework; a student only their own', async () => {
  await addHomework(30);
  const admin = await callerFor(app, 'admin');
  const dmitry = await userId(app, 'dmitry.sokolov');
  // admin curates player, anna and dmitry: the pages of two hold none of the third's.
  const pages = await walk(`players=${players}&filter=all`, 10);
  const adminPages = await walk(`players=${players}&filter=all`, 10, undefined, admin);
  expect(ids(pages)).toEqual(await expected());
  expect(ids(adminPages)).toEqual(ids(pages));
  const two = players.split(',').map(Number);
  expect(adminPages.flatMap((p) => p.data).every((row) => two.includes(row.player.id))).toBe(true);
  expect(ids(adminPages).filter((id) => !ids(pages).includes(id))).toEqual([]);
  expect((await expected('true', String(dmitry))).filter((id) => ids(adminPages).includes(id))).toEqual([]);
  // Another curator's student: 403 by number and by cursor.
  const sergey = await userId(app, 'sergey.volkov');
  const last = pages[0]!.data.at(-1)!;
  for (const query of [`players=${sergey}&page=2`, `players=${players},${sergey}&after=${cursor(last)}`])
    expect((await admin('GET', `/api/homework/?${query}`)).statusCode).toBe(403);
  // A student pages their own, a curator's `players` refused.
  const player = await callerFor(app, 'player');
  const own = await expected('true', players.split(',')[0]);
  const mine = await walk('filter=all', 10, undefined, player);
  expect(ids(mine)).toEqual(own);
  expect((await player('GET', `/api/homework/?players=${players}&per_page=10`)).statusCode).toBe(403);
});

test('bad cursors, pages and page sizes → Russian 400 naming the field, nothing changed', async () => {
  await addHomework(5);
  const before = await countRows(app, 'homework');
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
    await bad(`after=${encodeURIComponent(after)}`, 'after', HOMEWORK_PAGING_TEXT.cursor);
  for (const perPage of ['5', '101', 'abc', 'ALL', ''])
    await bad(`per_page=${perPage}`, 'per_page', texts.validation.perPage);
  expect(HOMEWORK_PAGING_TEXT.cursor).toMatch(/[а-я]/);
  expect(texts.validation.perPage).toMatch(/[а-я]/);
  for (const page of ['0', '-1', 'abc', '1.5']) {
    const res = await curator('GET', `/api/homework/?players=${players}&page=${page}`);
    expect({ page, status: res.statusCode, text: JSON.stringify(res.json()) }).toMatchObject({
      page,
      status: 400,
    });
    expect(JSON.stringify(res.json())).toMatch(/[а-я]/);
  }
  for (const unknown of ['limit=10', 'offset=10']) {
    const res = await curator('GET', `/api/homework/?players=${players}&${unknown}`);
    expect(res.statusCode).toBe(400);
  }
  expect(await countRows(app, 'homework')).toBe(before);
});
