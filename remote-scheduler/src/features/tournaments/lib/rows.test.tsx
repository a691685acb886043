import type { Tournament } from '@fund/shared/schemas/scheduler';
import { sortClicks, sortedBy } from '@fund/shared/test';
import { tournament as base } from '../fixtures';
import { isSelectable, rating } from './rating';
import { filterMaxBuyin, GRID_SORTS, toGridRows } from './rows';
import { summarize } from './summary';

const items: Tournament[] = [
  base,
  {
    ...base,
    hash: 'b',
    name: 'Big $109',
    usd_buyin: '109.00',
    buyin: '109.00',
    profit_per_tournament: '-5.45',
    roi: '-5.00',
    score: -2,
    duration: 480,
  },
  {
    ...base,
    hash: 'c',
    name: 'Hot $2.20',
    usd_buyin: '2.20',
    buyin: '2.20',
    profit_per_tournament: '0.33',
    roi: '15.00',
    score: 1,
    day_number: 1,
    duration: 95,
  },
  {
    ...base,
    hash: 'd',
    network: 'Winamax',
    name: 'Monster €10',
    buyin: '10.00',
    currency: 'EUR',
    usd_buyin: '10.80',
    profit_per_tournament: '0.10',
    score: 2,
    duration: 250,
  },
];
const rows = toGridRows(items, 180);

test('sorting by a decimal column is numeric, not textual; a third click restores the window order', () => {
  const sorted = (id: string, desc: boolean) => sortedBy(rows, GRID_SORTS, [{ id, desc }]).map((r) => r.hash);
  expect(sorted('usd_buyin', false)).toEqual(['c', 'd', 'a', 'b']);
  expect(sorted('usd_buyin', true)[0]).toBe('b');
  expect(sorted('profit_per_tournament', false)[0]).toBe('b');
  expect(sortClicks(GRID_SORTS, [], 'name', 3, true).at(-1)).toEqual([]);
  expect(sortedBy(rows, GRID_SORTS, []).map((r) => r.hash)).toEqual(rows.map((r) => r.hash));
});

test('the max-buy-in column filter keeps rows up to the limit inclusive; null keeps all', () => {
  expect(filterMaxBuyin(rows, 10.8).map((r) => r.hash)).toEqual(['c', 'd']);
  expect(filterMaxBuyin(rows, 0)).toEqual([]);
  expect(filterMaxBuyin(rows, null)).toHaveLength(4);
});

test('rating word and colour; −2 is Forbidden and not selectable', () => {
  expect(rating(2)).toEqual({ word: 'Best', color: 'green' });
  expect(rating(-2)).toEqual({ word: 'Forbidden', color: 'red' });
  expect([2, 1, 0, -1, -2].map(isSelectable)).toEqual([true, true, true, true, false]);
});

test('summary: exact decimal sums, average, duration and per local day', () => {
  const selected = rows.filter((r) => r.hash !== 'b');
  const summary = summarize(selected);
  expect(summary).toMatchObject({
    count: 3,
    totalBuyin: '24.00',
    averageBuyin: '8.00',
    profit: '1.53',
    duration: 645,
  });
  expect(summary.perDay).toEqual([
    { day: 0, count: 2, totalBuyin: '21.80', averageBuyin: '10.90', profit: '1.20', duration: 550 },
    { day: 1, count: 1, totalBuyin: '2.20', averageBuyin: '2.20', profit: '0.33', duration: 95 },
  ]);
  expect(summarize([])).toMatchObject({ count: 0, totalBuyin: '0.00', averageBuyin: '0.00', perDay: [] });
});
