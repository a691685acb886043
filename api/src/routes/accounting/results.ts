import { addDecimals, mulDecimals, roundDecimal, subDecimals } from '@fund/shared/schemas/accounting';
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
 * the cost follows accounts × bundles, not the length of the history.
 */
export async function accountBundleRows(
  db: Db,
  userId: number,
  bundleIds?: number[],
): Promise<AccountBundleRow[]> {
  // One pass per account over its bundles and its report marks (the latest report per bundle,
  // as [report id, balance]) in bundle order: the running max of the marks is the latest report
  // before the bundle (marks of the bundle itself sorted after it) or up to it (sorted before).
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
        WHERE c.user_id = $1 AND ($2::int[] IS NULL OR b.id = ANY($2::int[]))),
     ev AS (
       SELECT acc.id AS account_record_id, bun.id AS bundle_key, bun.id AS bundle_id, bun.contract_id,
              NULL::numeric[] AS mark
         FROM acc CROSS JOIN bun
       UNION ALL
       SELECT l.account_record_id, l.bundle_key, NULL, NULL, ARRAY[l.report_id, l.balance]
         FROM balance_report_last l WHERE l.account_record_id IN (SELECT id FROM acc)),
     swept AS (
       SELECT ev.account_record_id, ev.bundle_id, ev.contract_id,
              max(mark) OVER (PARTITION BY account_record_id ORDER BY bundle_key, mark IS NOT NULL
                              ROWS UNBOUNDED PRECEDING) AS start_mark,
              max(mark) OVER (PARTITION BY account_record_id ORDER BY bundle_key, mark IS NULL
                              ROWS UNBOUNDED PRECEDING) AS end_mark
         FROM ev)
     SELECT s.account_record_id, s.bundle_id, s.contract_id, acc.currency_name,
            acc.chip_rate::text AS chip_rate, acc.rate::text AS rate,
            COALESCE(s.start_mark[2], 0)::text AS start_balance,
            COALESCE(s.end_mark[2], 0)::text AS end_balance,
            COALESCE(t.transfers_sum, 0)::text AS transfers_sum
       FROM swept s
       JOIN acc ON acc.id = s.account_record_id
       LEFT JOIN ledger_bundle_totals t ON t.account_record_id = s.account_record_id AND t.bundle_key = s.bundle_id
      WHERE s.bundle_id IS NOT NULL
      ORDER BY s.bundle_id, s.account_record_id`,
    [userId, bundleIds ?? null],
  );
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
