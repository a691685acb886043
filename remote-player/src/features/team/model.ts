import type { TeamCell, TeamHeader, TeamRow } from '@fund/shared/schemas/team-responses';
import type { ColumnSort } from '@fund/shared/ui/data-table';

export type { TeamCell, TeamHeader, TeamRow, TeamTable } from '@fund/shared/schemas/team-responses';

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
const isEmpty = (value: TeamCell | undefined) => value === null || value === undefined || value === '';

/** Every column sorts: numbers as numbers, text in Russian order; empty cells last in both directions. */
export const teamSorts = (headers: TeamHeader[]): Record<string, ColumnSort<TeamRow>> =>
  Object.fromEntries(
    headers.map(({ key }) => [
      key,
      {
        isEmpty: (row: TeamRow) => isEmpty(row[key]),
        compare: (a: TeamRow, b: TeamRow) => {
          const x = a[key];
          const y = b[key];
          if (typeof x === 'number' && typeof y === 'number') return x - y;
          return collator.compare(String(x), String(y));
        },
      },
    ]),
  );
