import { nextSort, searchRows, sortRows, type TeamRow } from './model';

const headers = [
  { key: 'nickname', title: 'Игрок' },
  { key: 'abi', title: 'ABI' },
];
const rows: TeamRow[] = [
  { id: 1, nickname: 'Борис', abi: 9, color: null },
  { id: 2, nickname: 'анна', abi: 22, color: '#ffe3e3' },
  { id: 3, nickname: 'Vlad', abi: null, color: null },
  { id: 4, nickname: 'Player10', abi: 100, color: null },
  { id: 5, nickname: 'Player9', abi: 3.5, color: null },
];
const ids = (list: TeamRow[]) => list.map((r) => r.id);

describe('team table model', () => {
  it('searches every shown cell, case-insensitively', () => {
    expect(ids(searchRows(rows, headers, 'АННА'))).toEqual([2]);
    expect(ids(searchRows(rows, headers, '22'))).toEqual([2]);
    expect(ids(searchRows(rows, headers, '  '))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(searchRows(rows, headers, 'нет такого'))).toEqual([]);
  });

  it('sorts numbers as numbers, text naturally, empty cells last', () => {
    expect(ids(sortRows(rows, { key: 'abi', direction: 'asc' }))).toEqual([5, 1, 2, 4, 3]);
    expect(ids(sortRows(rows, { key: 'abi', direction: 'desc' }))).toEqual([4, 2, 1, 5, 3]);
    // Russian order (Cyrillic first), numbers inside text compared as numbers: Player9 before Player10.
    expect(ids(sortRows(rows, { key: 'nickname', direction: 'asc' }))).toEqual([2, 1, 5, 4, 3]);
    expect(sortRows(rows, null)).toBe(rows);
  });

  it('cycles the sort of a column: asc, desc, none', () => {
    expect(nextSort(null, 'abi')).toEqual({ key: 'abi', direction: 'asc' });
    expect(nextSort({ key: 'abi', direction: 'asc' }, 'abi')).toEqual({ key: 'abi', direction: 'desc' });
    expect(nextSort({ key: 'abi', direction: 'desc' }, 'abi')).toBeNull();
    expect(nextSort({ key: 'abi', direction: 'desc' }, 'nickname')).toEqual({
      key: 'nickname',
      direction: 'asc',
    });
  });
});
