import { addDecimals, mulDecimals, roundDecimal, subDecimals } from '@fund/shared/schemas/accounting';
import type { Db } from '../../db/types';

interface RawRow {
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

/** Every (account, bundle) pair of a player, oldest bundle first. */
export async function accountBundleRows(
  db: Db,
  userId: number,
  bundleIds?: number[],
): Promise<AccountBundleRow[]> {
  const rows = await db.query<RawRow>(
    `WITH acc AS (
       SELECT ar.id, r.currency_name, COALESCE(cc.chip_rate, 1) AS chip_rate, COALESCE(fx.rate, 1) AS rate
         FROM account_records ar
         JOIN rooms r ON r.id = ar.room_id
         LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id
         LEFT JOIN forex_rates fx ON fx.currency_name = r.currency_name
        WHERE ar.user_id = $1),
     bun AS (
       SELECT b.id, b.contract_id FROM bundles b JOIN contracts c ON c.id = b.contract_id
        WHERE c.user_id = $1 AND ($2::int[] IS NULL OR b.id = ANY($2::int[])))
     SELECT acc.id AS account_record_id, bun.id AS bundle_id, bun.contract_id, acc.currency_name,
            acc.chip_rate::text AS chip_rate, acc.rate::text AS rate,
            COALESCE((SELECT r.balance FROM balance_reports r WHERE r.account_record_id = acc.id
                       AND COALESCE(r.bundle_id, 0) < bun.id ORDER BY r.id DESC LIMIT 1), 0)::text AS start_balance,
            COALESCE((SELECT r.balance FROM balance_reports r WHERE r.account_record_id = acc.id
                       AND COALESCE(r.bundle_id, 0) <= bun.id ORDER BY r.id DESC LIMIT 1), 0)::text AS end_balance,
            COALESCE((SELECT sum(m.amount) FROM ledger_movements m WHERE m.account_record_id = acc.id
                       AND m.bundle_id = bun.id AND m.kind <> 'fee'), 0)::text AS transfers_sum
       FROM acc CROSS JOIN bun
      ORDER BY bun.id, acc.id`,
    [userId, bundleIds ?? null],
  );
  return rows.map((row) => {
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
  });
}

export interface CurrencyResult {
  name: string;
  value: string;
  rate: string;
}

export interface ResultSummary {
  result: string;
  currencies: CurrencyResult[];
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
