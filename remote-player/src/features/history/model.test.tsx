import type { HistoryRow } from '@fund/shared/schemas/history';
import { pagePosition } from './api/history';
import { roomOptions } from './model';

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
const page = (data: HistoryRow[]) => ({ data, count: 40 });

describe('history model', () => {
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

  it('starts a page after the last row of the nearest loaded page before it, else by offset', () => {
    const loaded = new Map([
      [1, page(rows.slice(0, 2))],
      [3, page(rows.slice(2))],
    ]);
    const at = (n: number) => pagePosition(n, (known) => loaded.get(known));
    expect(at(1)).toEqual({ offset: 0 });
    expect(at(2)).toEqual({ after: '2026-11-03T10:00:00.000Z|b', offset: 0 });
    expect(at(4)).toEqual({ after: '2026-09-01T10:00:00.000Z|d', offset: 0 });
    expect(at(6)).toEqual({ after: '2026-09-01T10:00:00.000Z|d', offset: 20 });
    expect(pagePosition(5, () => undefined)).toEqual({ offset: 40 });
    // An empty page loaded (rows gone since) gives no cursor: the nearest page with rows does.
    expect(pagePosition(3, (known) => (known === 2 ? page([]) : loaded.get(known)))).toEqual({
      after: '2026-11-03T10:00:00.000Z|b',
      offset: 10,
    });
  });
});
