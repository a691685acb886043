import type { FastifyInstance } from 'fastify';
import { inWindow, offsetInWindow, toWeekWindow } from '../../../src/routes/scheduler/window';
import { buildTestApp } from '../../helpers/app';
import { allPages, allRows, body, key, searcher } from './fixtures';

let app: FastifyInstance;
let rows: Awaited<ReturnType<typeof allRows>>;

beforeAll(async () => {
  app = await buildTestApp();
  rows = await allRows(app);
});
afterAll(async () => {
  await app?.close();
});

type Body = ReturnType<typeof body>;

/** The expected answer computed in JS from the view: window, filters, order from the window start. */
function expected(b: Body): string[] {
  const w = toWeekWindow(b);
  const f = b.filters;
  const has = <T>(list: T[], value: T) => list.length === 0 || list.includes(value);
  return rows
    .filter(
      (r) =>
        inWindow(w, r.week_minute) &&
        has(f.networks, r.network_id) &&
        has(f.types, r.tournament_type) &&
        has(f.bounty, r.bounty_type) &&
        has(f.ratings, r.score) &&
        (f.buyin_min === null || Number(r.usd_buyin) >= f.buyin_min) &&
        (f.buyin_max === null || Number(r.usd_buyin) <= f.buyin_max) &&
        (f.entries_min === null || r.total_entries >= f.entries_min) &&
        (f.entries_max === null || r.total_entries <= f.entries_max),
    )
    .sort(
      (a, c) =>
        offsetInWindow(w, a.week_minute) - offsetInWindow(w, c.week_minute) ||
        a.sort - c.sort ||
        (a.name < c.name ? -1 : a.name > c.name ? 1 : 0) ||
        (a.hash < c.hash ? -1 : 1),
    )
    .map(key);
}

/** The search's pages (issue 43: 100 rows a page, each after the last row of the one before) joined. */
async function check(b: Body) {
  const search = await searcher(app);
  const data = await allPages(search, b);
  const got = data.items.map(key);
  expect(got).toEqual(expected(b));
  return data;
}

describe('POST /api/scheduler/tournaments/search/ windows', () => {
  test('a window inside one day returns exactly its tournaments in start order', async () => {
    const data = await check(body());
    expect(data.items.length).toBeGreaterThan(500);
    expect(data.items[0]!.start_time >= '09:30').toBe(true);
    expect(data.items.at(-1)!.start_time <= '21:30').toBe(true);
  });

  test('a window past midnight takes the evening and the next morning', async () => {
    const data = await check(body({ startDay: 2, startTime: '20:00', endDay: 3, endTime: '04:00' }));
    const days = new Set(data.items.map((t: { day_number: number }) => t.day_number));
    expect([...days].sort()).toEqual([2, 3]);
  });

  test('a window past Sunday lists Sunday night before Monday morning', async () => {
    const data = await check(body({ startDay: 6, startTime: '22:00', endDay: 0, endTime: '02:00' }));
    const days = data.items.map((t: { day_number: number }) => t.day_number);
    expect(days[0]).toBe(6);
    expect(days.at(-1)).toBe(0);
  });

  test('a zone change: the Moscow window is the UTC window three hours earlier', async () => {
    const moscow = await check(
      body({ startDay: 0, startTime: '01:00', endDay: 0, endTime: '09:00', utcOffset: 180 }),
    );
    const utc = await check(body({ startDay: 6, startTime: '22:00', endDay: 0, endTime: '06:00' }));
    expect(moscow.items.map(key)).toEqual(utc.items.map(key));
    expect(moscow.items[0]!.day_number).toBe(6);
  });

  test('the whole week is every tournament (over 20,000)', async () => {
    const data = await check(body({ startDay: 0, startTime: '00:00', endDay: 6, endTime: '23:59' }));
    expect(data.items.length).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(20_000);
  });

  test('a row has the fields of spec 02 §3 with money as exact decimal strings', async () => {
    const data = await check(body({ startDay: 4, startTime: '18:00', endDay: 4, endTime: '18:30' }));
    const row = data.items[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'bounty_type',
        'buyin',
        'currency',
        'day_number',
        'duration',
        'hash',
        'id',
        'name',
        'network',
        'profit_per_tournament',
        'refunded',
        'roi',
        'score',
        'start_time',
        'total_entries',
        'tournament_type',
        'usd_buyin',
      ].sort(),
    );
    expect(row.usd_buyin).toMatch(/^\d+\.\d{2}$/);
    expect(row.profit_per_tournament).toMatch(/^-?\d+\.\d{2}$/);
    expect(row.start_time).toMatch(/^18:(00|[0-2]\d|30)$/);
  });
});

describe('filters', () => {
  // A day and a half past midnight (the whole week's pages are walked once, above).
  const span = { startDay: 5, startTime: '12:00', endDay: 6, endTime: '23:59' };
  test.each([
    ['networks', { networks: [2, 5] }],
    ['types', { types: ['turbo'] }],
    ['bounty', { bounty: ['knockout', 'rebuy'] }],
    ['ratings', { ratings: [-2, 2] }],
    ['buy-in limits (USD, ends included)', { buyin_min: 5.5, buyin_max: 22 }],
    ['entries limits', { entries_min: 100, entries_max: 500 }],
    [
      'all together',
      {
        networks: [1],
        types: ['regular'],
        bounty: ['knockout'],
        ratings: [1, 2],
        buyin_max: 55,
        entries_min: 200,
      },
    ],
  ])('%s narrows the answer to matching rows', async (_name, filters) => {
    const data = await check(body(span, filters as Partial<Body['filters']>));
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThan(rows.length);
  });

  test('filters nothing matches give an empty list', async () => {
    const data = await check(body(span, { buyin_min: 100000 }));
    expect(data.items).toEqual([]);
  });
});
