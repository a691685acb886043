import { addDecimals, mulDecimals, roundDecimal, subDecimals } from '@fund/shared/decimal';
import type { CurrencyResult, ResultSummary } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../db/types';

export interface RawRow {
  account_record_id: number;
  bundle_id: number;
  contract_id: number;
  currency_name: string;
  chip_rate: string;
  rate: string;
  start_balance: string;
  end_balance: string;
  transfers_sum: string;
}

/** One account in one bundle: the formulas of docs/accounting.md, money rounded per part. */
export interface AccountBundleRow extends RawRow {
  /** end − start − transfers, in chips. */
  result: string;
  /** result × chip_rate, room currency, 2 decimals. */
  value: string;
  /** value × forex rate, USD, 2 decimals. */
  usd: string;
}

/**
 * Every (account, bundle) pair of a player, oldest bundle first. Balances and sums come from the
 * stored totals of migration 075 (one row per account and bundle), never from the whole ledger:
 * the cost follows accounts × bundles, not the length of the history; the money formulas stay
 * here, in exact decimals.
 */
export async function accountBundleRows(
  db: Db,
  userId: number,
  bundleIds?: number[],
): Promise<AccountBundleRow[]> {
  // account_bundle_rows (migration 075): PL/pgSQL keeps the plan of its query per connection, so
  // this one call is not re-planned on every request (planning cost more than running it).
  const rows = await db.query<RawRow>('SELECT * FROM account_bundle_rows($1, $2)', [
    userId,
    bundleIds ?? null,
  ]);
  return rows.map(toAccountBundleRow);
}

/** The formulas on one pair's raw figures (exact decimals, money rounded per part). */
export function toAccountBundleRow(row: RawRow): AccountBundleRow {
  const result = subDecimals(subDecimals(row.end_balance, row.start_balance), row.transfers_sum);
  const value = roundDecimal(mulDecimals(result, row.chip_rate), 2);
  return {
    ...row,
    start_balance: roundDecimal(row.start_balance, 2),
    end_balance: roundDecimal(row.end_balance, 2),
    transfers_sum: roundDecimal(row.transfers_sum, 2),
    result: roundDecimal(result, 2),
    value,
    usd: roundDecimal(mulDecimals(value, row.rate), 2),
  };
}

/** Sums rows into a USD total and per-currency values: total = Σ parts exactly. */
export function summarize(rows: AccountBundleRow[]): ResultSummary {
  const byCurrency = new Map<string, CurrencyResult>();
  let result = '0.00';
  for (const row of rows) {
    result = addDecimals(result, row.usd);
    const entry = byCurrency.get(row.currency_name) ?? {
      name: row.currency_name,
      value: '0.00',
      rate: roundDecimal(row.rate, 4),
    };
    entry.value = addDecimals(entry.value, row.value);
    byCurrency.set(row.currency_name, entry);
  }
  return {
    result: roundDecimal(result, 2),
    currencies: [...byCurrency.values()].map((c) => ({ ...c, value: roundDecimal(c.value, 2) })),
  };
}
