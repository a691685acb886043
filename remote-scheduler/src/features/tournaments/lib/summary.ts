import { addDecimals, divDecimals } from '@fund/shared/format';
import type { GridRow } from './rows';

interface SummaryPart {
  count: number;
  /** USD, exact decimal strings. */
  totalBuyin: string;
  averageBuyin: string;
  profit: string;
  /** Minutes. */
  duration: number;
}

export interface Summary extends SummaryPart {
  /** Local day (Monday = 0) → its part, only days with a selected tournament, in week order. */
  perDay: Array<SummaryPart & { day: number }>;
}

function part(rows: GridRow[]): SummaryPart {
  let totalBuyin = '0.00';
  let profit = '0.00';
  let duration = 0;
  for (const row of rows) {
    totalBuyin = addDecimals(totalBuyin, row.usd_buyin);
    profit = addDecimals(profit, row.profit_per_tournament);
    duration += row.duration;
  }
  const averageBuyin = rows.length > 0 ? divDecimals(totalBuyin, String(rows.length), 2) : '0.00';
  return { count: rows.length, totalBuyin, averageBuyin, profit, duration };
}

/** The summary bar over the selected rows: money summed as exact decimals, never as floats. */
export function summarize(selected: GridRow[]): Summary {
  const byDay = new Map<number, GridRow[]>();
  for (const row of selected) byDay.set(row.localDay, [...(byDay.get(row.localDay) ?? []), row]);
  const perDay = [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, rows]) => ({ day, ...part(rows) }));
  return { ...part(selected), perDay };
}
