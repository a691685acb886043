import type { HistoryRow } from '@fund/shared/schemas/history';
import { pageCount, pageOf, roomOptions, sortHistory, toggleSort } from './model';

const row = (id: string, amount: string, created: string, room = 'GGPoker'): HistoryRow => ({
  id,
  room_name: room,
  account_record_name: 'nick',
  currency_name: 'USD',
  amount,
  type: 'cashflow_in',
  created_datetime: created,
});
const rows = [
  row('a', '100.10', '2026-11-01T10:00:00.000Z'),
  row('b', '-2000.00', '2026-11-03T10:00:00.000Z', 'ACR'),
  row('c', '99.99', '2026-10-01T10:00:00.000Z', 'PokerStars'),
  row('d', '1000000000000.01', '2026-09-01T10:00:00.000Z'),
];
const ids = (list: HistoryRow[]) => list.map((r) => r.id);

describe('history model', () => {
  it('sorts amounts as exact decimals and dates chronologically', () => {
    expect(ids(sortHistory(rows, { column: 'amount', direction: 'asc' }))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(sortHistory(rows, { column: 'amount', direction: 'desc' }))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(sortHistory(rows, { column: 'created_datetime', direction: 'desc' }))).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
    expect(ids(sortHistory(rows, { column: 'room_name', direction: 'asc' }))).toEqual(['b', 'a', 'd', 'c']);
  });

  it('pages by 10', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageCount(23)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 3)).toEqual([20, 21, 22]);
  });

  it('offers each room once', () => {
    const accounts = [
      { id: 1, name: 'a', room: { id: 14, name: 'GGPoker' } },
      { id: 2, name: 'b', room: { id: 14, name: 'GGPoker' } },
      { id: 3, name: 'c', room: { id: 23, name: 'PokerStars' } },
    ];
    expect(roomOptions(accounts)).toEqual([
      { value: '14', label: 'GGPoker' },
      { value: '23', label: 'PokerStars' },
    ]);
  });

  it('toggles the sort; a new date column starts newest first', () => {
    expect(toggleSort({ column: 'amount', direction: 'asc' }, 'amount')).toEqual({
      column: 'amount',
      direction: 'desc',
    });
    expect(toggleSort({ column: 'amount', direction: 'asc' }, 'created_datetime')).toEqual({
      column: 'created_datetime',
      direction: 'desc',
    });
  });
});
