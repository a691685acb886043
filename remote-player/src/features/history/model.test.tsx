import type { HistoryRow } from '@fund/shared/schemas/history';
import { sortClicks, sortedBy } from '@fund/shared/test';
import { HISTORY_SORTS, roomOptions } from './model';

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
const sorted = (id: string, desc: boolean) => ids(sortedBy(rows, HISTORY_SORTS, [{ id, desc }]));

describe('history model', () => {
  it('sorts amounts as exact decimals and dates chronologically', () => {
    expect(sorted('amount', false)).toEqual(['b', 'c', 'a', 'd']);
    expect(sorted('amount', true)).toEqual(['d', 'a', 'c', 'b']);
    expect(sorted('created_datetime', true)).toEqual(['b', 'a', 'c', 'd']);
    expect(sorted('room_name', false)).toEqual(['b', 'a', 'd', 'c']);
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
    const asc = [{ id: 'amount', desc: false }];
    expect(sortClicks(HISTORY_SORTS, asc, 'amount', 2)).toEqual([
      [{ id: 'amount', desc: true }],
      [{ id: 'amount', desc: false }],
    ]);
    expect(sortClicks(HISTORY_SORTS, asc, 'created_datetime', 1)).toEqual([
      [{ id: 'created_datetime', desc: true }],
    ]);
  });
});
