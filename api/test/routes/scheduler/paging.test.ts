/**
 * The scheduler's search paged on the server (issue 43, docs/scheduler.md "Paged on the server"):
 * `limit` rows after the cursor `<day_number>|<id>` of the previous page's last row. The pages
 * joined are the window's rows in window order, across midnight and Sunday; rows that arrive while
 * the user pages come once or not at all, never twice; filters are applied before the page is cut;
 * a bad page size or cursor is a Russian 400 and changes nothing; on PostgreSQL, over a fund's
 * week, the search reads its series through the start index, a page's rows and not the window.
 */
import type { FastifyInstance } from 'fastify';
import { generateSchedulerWeek } from '../../../../bench/fund-data/generate';
import { texts } from '../../../src/texts';
import { buildTestApp } from '../../helpers/app';
import { planScans } from '../../helpers/plans';
import { allPages, body, cursorOf, key, type Row, searcher } from './fixtures';

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

/** The whole window in one list: the pages of 100 joined (checked against the view by search.test.ts). */
const whole = async (b: object) => (await allPages(await searcher(app), b)).items.map(key);

test('pages of 7 join to the window across Sunday night and midnight, each row once', async () => {
  const b = body({ startDay: 6, startTime: '23:30', endDay: 0, endTime: '00:40' });
  const expected = await whole(b);
  const { pages, items } = await allPages(await searcher(app), b, 7);
  expect(expected.length).toBeGreaterThan(30);
  expect(items.map(key)).toEqual(expected);
  expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
  expect(new Set(items.map(key)).size).toBe(items.length);
  expect(items[0]!.day_number).toBe(6);
  expect(items.at(-1)!.day_number).toBe(0);
});

test('the first page is the answer of spec 02 §3: items (100 by default) and show_wmark', async () => {
  const search = await searcher(app);
  const res = await search(body());
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(Object.keys(data).sort()).toEqual(['items', 'show_wmark']);
  expect(data.items.map(key)).toEqual((await whole(body())).slice(0, 100));
});

test('filters are applied before the page is cut: a page of 10 is 10 matching rows', async () => {
  const filters = { networks: [2], ratings: [2], types: ['regular'] };
  const week = body({ startDay: 0, startTime: '00:00', endDay: 6, endTime: '23:59' }, filters);
  const search = await searcher(app);
  const res = await search(week, 'limit=10');
  const rows = res.json().data.items as Row[];
  expect(rows).toHaveLength(10);
  const sql = await app.db.query<{ hash: string; network_id: number; tournament_type: string }>(
    'SELECT hash, network_id, tournament_type FROM scheduler_series WHERE hash = ANY($1::text[])',
    [rows.map((r) => r.hash)],
  );
  expect(new Set(sql.map((r) => `${r.network_id} ${r.tournament_type}`))).toEqual(new Set(['2 regular']));
  expect(new Set(rows.map((r) => r.score))).toEqual(new Set([2]));
  expect(rows.map(key)).toEqual((await whole(week)).slice(0, 10));
});

test('rows that arrive while the user pages: those past the cursor come once, none twice', async () => {
  const b = body({ startDay: 2, startTime: '18:00', endDay: 2, endTime: '20:00' });
  const search = await searcher(app);
  const first = (await search(b, 'limit=50')).json().data.items as Row[];
  const last = first.at(-1)!;
  const minute = (row: Row) => Number(row.start_time.slice(0, 2)) * 60 + Number(row.start_time.slice(3));
  // Of the cursor row's network: before the cursor (the window's first minute, a name before every
  // name), at the cursor's minute before it and after it (by name), and at the window's end.
  const arrivals = [
    ['arrive-before', minute(first[0]!), ''],
    ['arrive-same-minute-before', minute(last), ''],
    ['arrive-same-minute-after', minute(last), `${last.name} ~`],
    ['arrive-end', 20 * 60, 'ZZZ end'],
  ] as const;
  for (const [hash, start, name] of arrivals)
    await app.db.query(
      `INSERT INTO scheduler_series (hash, network_id, name, tournament_type, bounty_type, start_minute, buyin, currency,
                                     usd_buyin, days, durations, entries, rois, scores)
       VALUES ($1, (SELECT id FROM scheduler_networks WHERE name = $4), $3, 'regular', 'freezeout', $2,
               10, 'USD', 10, '{2}', '{60}', '{100}', '{5}', '{0}')`,
      [hash, start, name, last.network],
    );
  let after = cursorOf(last);
  const rest: Row[] = [];
  for (;;) {
    const page = (await search(b, `limit=50&after=${encodeURIComponent(after)}`)).json().data.items as Row[];
    rest.push(...page);
    if (page.length < 50) break;
    after = cursorOf(page.at(-1)!);
  }
  const seen = [...first, ...rest].map(key);
  expect(new Set(seen).size).toBe(seen.length);
  const now = await whole(b);
  // Every row of the window now is seen, but for those that arrived before the cursor.
  const arrivedBefore = now.filter((k) => !seen.includes(k));
  expect(arrivedBefore.sort()).toEqual(['arrive-before:2', 'arrive-same-minute-before:2']);
  expect(seen).toEqual(now.filter((k) => !arrivedBefore.includes(k)));
  expect(rest.map(key)).toEqual(expect.arrayContaining(['arrive-same-minute-after:2', 'arrive-end:2']));
});

describe('a bad page size or cursor → 400 in Russian, nothing changed', () => {
  const limit = { limit: [texts.scheduler.limit] };
  const cursor = { after: [texts.scheduler.cursor] };
  test('bad limits and cursors, one after another', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['limit=0', limit],
      ['limit=101', limit],
      ['limit=-5', limit],
      ['limit=ten', limit],
      ['limit=1&limit=2', limit],
      ['after=abc', cursor],
      ['after=1', cursor],
      ['after=7|5', cursor],
      ['after=0|0', cursor],
      ['after=0|abc', cursor],
      ['after=-1|5', cursor],
      [`after=0|${'9'.repeat(30)}`, cursor],
      // No series of that id (or it does not run that day): the cursor names no row.
      ['after=0|999999', cursor],
      ['page=2', { page: ['Неизвестное поле'] }],
    ];
    const sum = () =>
      app.db.one("SELECT md5(string_agg(s::text, ',' ORDER BY hash)) AS sum FROM scheduler_series s");
    const before = await sum();
    const search = await searcher(app);
    for (const [query, error] of cases) {
      const res = await search(body(), query);
      expect({ query, status: res.statusCode, answer: res.json() }).toEqual({
        query,
        status: 400,
        answer: { success: false, error: { fields: error, messages: [] } },
      });
    }
    expect(await sum()).toEqual(before);
  });

  test('a series that does not run on the cursor day', async () => {
    const series = await app.db.one<{ id: number; day: number }>(
      `SELECT id, d AS day FROM scheduler_series, generate_series(0, 6) d
        WHERE NOT d::smallint = ANY(days) ORDER BY id, d LIMIT 1`,
    );
    const res = await (await searcher(app))(body(), `after=${series!.day}|${series!.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(cursor);
  });
});

onPostgres(
  'EXPLAIN over a fund’s week (200,000 more tournament-days): each page reads its series by the start index, a page and not the window',
  async () => {
    await generateSchedulerWeek(app.db, 200_000);
    await app.db.query('ANALYZE scheduler_series');
    const statements: [string, unknown[]][] = [];
    const one = app.db.one.bind(app.db);
    app.db.one = ((sql: string, params?: unknown[]) => {
      if (sql.includes('json_agg')) statements.push([sql, params ?? []]);
      return one(sql, params);
    }) as typeof app.db.one;
    const search = await searcher(app);
    const evening = body({ startDay: 0, startTime: '18:00', endDay: 1, endTime: '06:00' });
    const page1 = (await search(evening)).json().data.items as Row[];
    expect(page1).toHaveLength(100);
    await search(evening, `after=${encodeURIComponent(cursorOf(page1.at(-1)!))}`);
    await search(body({ startDay: 0, startTime: '00:00', endDay: 6, endTime: '23:59' }), 'limit=50');
    await search(body({}, { networks: [1, 2], ratings: [2, 1], types: ['regular'] }));
    app.db.one = one;
    expect(statements).toHaveLength(4);
    // The series in a 12-hour window (the old search read and sorted them all).
    const inWindow = await app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM scheduler_series WHERE start_minute >= 1080 OR start_minute <= 360',
    );
    expect(inWindow!.n).toBeGreaterThan(10_000);
    // The body of scheduler_slice (migration 155) as its call plans it: its settings, its parameters
    // — a generic plan, and one for the values of each slice of each page.
    const fn = (await app.db.one<{ src: string; config: string[]; names: string[]; types: string[] }>(
      `SELECT prosrc AS src, proconfig AS config, proargnames AS names, proargtypes::regtype[]::text[] AS types
         FROM pg_proc WHERE proname = 'scheduler_slice'`,
    ))!;
    expect(fn.config.sort()).toEqual(['enable_bitmapscan=off', 'enable_seqscan=off']);
    let sliceSql = fn.src;
    fn.types.forEach((_, i) => {
      sliceSql = sliceSql.replace(new RegExp(`\\b${fn.names[i]}\\b`, 'g'), `$${i + 1}`);
    });
    const planOf = (args: unknown[], generic: boolean) =>
      app.db.tx(async (t) => {
        for (const setting of fn.config) await t.query(`SET LOCAL ${setting.replace('=', ' = ')}`);
        await t.query(`SET LOCAL plan_cache_mode = ${generic ? 'force_generic_plan' : 'force_custom_plan'}`);
        await t.query(`PREPARE scheduler_slice_body (${fn.types.join(', ')}) AS ${sliceSql}`);
        // EXECUTE takes no bound parameters: the values as literals (numbers, our own strings, arrays).
        const literal = (value: unknown): string =>
          value === null
            ? 'NULL'
            : Array.isArray(value)
              ? `ARRAY[${value.map(literal).join(', ')}]`
              : typeof value === 'number'
                ? String(value)
                : `'${String(value).replaceAll("'", "''")}'`;
        const plan = await t.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE scheduler_slice_body (${args.map(literal).join(', ')})`,
        );
        await t.query('DEALLOCATE scheduler_slice_body');
        return plan[0]!['QUERY PLAN'][0].Plan;
      });
    for (const generic of [false, true])
      for (const [, params] of statements) {
        const [days, los, his, bases] = params as number[][];
        for (const [k, day] of days!.entries()) {
          const args = [day, los![k], his![k], bases![k], ...params.slice(4, 17)];
          const series = planScans(await planOf(args, generic)).filter((s) => s.rel === 'scheduler_series');
          // The page's filters, cursor and slice name the plan when it fails.
          const which = { generic, slice: args.slice(0, 4), filters: params.slice(4, 8), at: params[12] };
          expect({ ...which, series: series.map((s) => `${s.node} ${s.index}`) }).toEqual({
            ...which,
            series: ['Index Scan scheduler_series_start_idx'],
          });
          // Rows read in a slice: a page, the rest of its last start minute and the rows a filter
          // drops on the way — far below the slice's (thousands).
          expect({ ...which, rows: series[0]!.actualRows! < 1000 }).toEqual({ ...which, rows: true });
        }
      }
  },
  120_000,
);
