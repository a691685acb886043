import { sortClicks, sortedBy } from '@fund/shared/test';
import { searchRows, type TeamRow, teamSorts } from './model';

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
const sorts = teamSorts(headers);
const sorted = (id: string, desc: boolean) => ids(sortedBy(rows, sorts, [{ id, desc }]));

describe('team table model', () => {
  it('searches every shown cell, case-insensitively', () => {
    expect(ids(searchRows(rows, headers, 'АННА'))).toEqual([2]);
    expect(ids(searchRows(rows, headers, '22'))).toEqual([2]);
    expect(ids(searchRows(rows, headers, '  '))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(searchRows(rows, headers, 'нет такого'))).toEqual([]);
  });

  it('sorts numbers as numbers, text naturally, empty cells last', () => {
    expect(sorted('abi', false)).toEqual([5, 1, 2, 4, 3]);
    expect(sorted('abi', true)).toEqual([4, 2, 1, 5, 3]);
    // Russian order (Cyrillic first), numbers inside text compared as numbers: Player9 before Player10.
    expect(sorted('nickname', false)).toEqual([2, 1, 5, 4, 3]);
    expect(ids(sortedBy(rows, sorts, []))).toEqual(ids(rows));
  });

  it('cycles the sort of a column: asc, desc, none', () => {
    expect(sortClicks(sorts, [], 'abi', 3, true)).toEqual([
      [{ id: 'abi', desc: false }],
      [{ id: 'abi', desc: true }],
      [],
    ]);
    expect(sortClicks(sorts, [{ id: 'abi', desc: true }], 'nickname', 1, true)).toEqual([
      [{ id: 'nickname', desc: false }],
    ]);
  });
});
