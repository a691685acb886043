import { addDecimals, roundDecimal } from '@fund/shared/decimal';
import type { ResultSummary } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../db/types';

/**
 * The results of docs/accounting.md come from SQL (migrations 075 and 085): the stored totals give
 * each (account, bundle) pair's balances and transfers in one pass, never the whole ledger (the
 * cost follows accounts × bundles, not the length of the history), and the money formulas run
 * there on exact numerics with the same half-away-from-zero rounding per part. Here only a few
 * per-currency rows are added up. Property test: api/test/routes/accounting/totals.property.test.ts.
 */

/** One account in one bundle, figures rounded to 2 decimals (text). */
export interface PairResult {
  account_record_id: number;
  start_balance: string;
  end_balance: string;
  transfers_sum: string;
  /** result × chip_rate, room currency. */
  value: string;
}

export interface CurrencyRow {
  group_id: number;
  currency_name: string;
  rate: string;
  value: string;
  usd: string;
}

export type ResultGroup = 'bundle' | 'contract' | 'all';

/** Σ per currency of the pairs of the given bundles (all when null), per bundle / contract / all. */
export function resultCurrencies(
  db: Db,
  userId: number,
  bundleIds: number[] | null,
  group: ResultGroup,
): Promise<CurrencyRow[]> {
  return db.query<CurrencyRow>('SELECT * FROM result_currencies($1, $2, $3)', [userId, bundleIds, group]);
}

/** A summary from one group's currency rows: the USD total is the exact sum of the parts. */
export function toSummary(rows: CurrencyRow[]): ResultSummary {
  let result = '0.00';
  for (const row of rows) result = addDecimals(result, row.usd);
  return {
    result: roundDecimal(result, 2),
    currencies: rows.map((row) => ({ name: row.currency_name, value: row.value, rate: row.rate })),
  };
}
