import type { TeamCell, TeamHeader, TeamRow } from '@fund/shared/schemas/team-responses';

export type { TeamCell, TeamHeader, TeamRow, TeamTable } from '@fund/shared/schemas/team-responses';
export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}

export const cellText = (value: TeamCell | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Rows where any shown cell contains the query, case-insensitively. */
export function searchRows(rows: TeamRow[], headers: TeamHeader[], query: string): TeamRow[] {
  const needle = query.trim().toLocaleLowerCase('ru');
  if (!needle) return rows;
  return rows.filter((row) =>
    headers.some((h) => cellText(row[h.key]).toLocaleLowerCase('ru').includes(needle)),
  );
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** Numbers compare as numbers, text in Russian order; empty cells last in both directions. */
export function sortRows(rows: TeamRow[], sort: Sort | null): TeamRow[] {
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || x === undefined || x === '') return y === null || y === undefined || y === '' ? 0 : 1;
    if (y === null || y === undefined || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return collator.compare(String(x), String(y)) * sign;
  });
}

/** Header click: ascending, then descending, then unsorted. */
export function nextSort(current: Sort | null, key: string): Sort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}
