import { addDecimals, roundDecimal } from '@fund/shared/decimal';
import type { DebtCategory, ResultSummary } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';
import { contractBundles, lastContract } from '../repository';

// The results (the bundle's, the contract's, the chart's), the bonus and the deductible categories.
// Each other read has its own file: personal-funds (sums, minimum, maximum, payout info), account-cards.

/** The current bundle's result (none yet: zero). */
export async function bundleResult(db: Db, userId: number): Promise<ResultSummary> {
  const rows = await db.query<CurrencyRow>(
    "SELECT * FROM result_currencies($1, current_bundle_ids($1), 'all')",
    [userId],
  );
  return toSummary(rows);
}

/** The current contract's result, its bundles and the all-time result. */
export async function contractResult(db: Db, userId: number) {
  const rows = await db.query<CurrencyRow & { current: boolean | null }>(
    `SELECT r.*, r.group_id = (SELECT id FROM contracts WHERE user_id = $1
                                ORDER BY start_datetime DESC, id DESC LIMIT 1) AS current
       FROM result_currencies($1, NULL, 'contract') r`,
    [userId],
  );
  return {
    ...toSummary(rows.filter((row) => row.current)),
    alltime_result: toSummary(rows).result,
  };
}

/** Per-bundle results of the last contract, for the chart. */
export async function contractWithBundles(db: Db, userId: number) {
  const contract = await lastContract(db, userId);
  if (!contract) return null;
  const bundles = await contractBundles(db, contract.id);
  const rows = await db.query<CurrencyRow>(
    "SELECT * FROM result_currencies($1, ARRAY(SELECT id FROM bundles WHERE contract_id = $2), 'bundle')",
    [userId, contract.id],
  );
  const withResults = bundles.map((bundle) => ({
    ...bundle,
    ...toSummary(rows.filter((row) => row.group_id === bundle.id)),
  }));
  return {
    id: contract.id,
    start_datetime: contract.start_datetime,
    end_datetime: contract.end_datetime,
    amount_games: contract.amount_games,
    personal_share: contract.personal_share,
    last_bundle: withResults.at(-1) ?? null,
    bundles: withResults,
  };
}

/** The player's bonus figures (null before the first calculation). */
export async function bonusInfo(db: Db, userId: number) {
  const row = await db.one(
    `SELECT avg_abi::text AS avg_abi, avg_ts_month::text AS avg_ts_month, fair_roi::text AS fair_roi,
            bonus::text AS bonus, updated_at FROM bonuses WHERE user_id = $1`,
    [userId],
  );
  return row ?? null;
}

/** Deductible categories the player has entries in, each with its balance. */
export function deductibleCategories(db: Db, userId: number): Promise<DebtCategory[]> {
  return db.query<DebtCategory>(
    `SELECT c.id, c.name, COALESCE(sum(d.amount), 0)::text AS balance
       FROM deductible_categories c JOIN deductibles d ON d.category_id = c.id AND d.user_id = $1
      GROUP BY c.id, c.name ORDER BY c.id`,
    [userId],
  );
}

/**
 * The results of docs/accounting.md come from SQL (migrations 075 and 085): the stored totals give
 * each (account, bundle) pair's balances and transfers in one pass, never the whole ledger (the
 * cost follows accounts × bundles, not the length of the history), and the money formulas run
 * there on exact numerics with the same half-away-from-zero rounding per part. Here only a few
 * per-currency rows are added up. Property test: api/test/routes/accounting/totals.property.test.ts.
 */

export interface CurrencyRow {
  group_id: number;
  currency_name: string;
  rate: string;
  value: string;
  usd: string;
}

export type ResultGroup = 'bundle' | 'contract' | 'all';

/** A summary from one group's currency rows: the USD total is the exact sum of the parts. */
export function toSummary(rows: CurrencyRow[]): ResultSummary {
  let result = '0.00';
  for (const row of rows) result = addDecimals(result, row.usd);
  return {
    result: roundDecimal(result, 2),
    currencies: rows.map((row) => ({ name: row.currency_name, value: row.value, rate: row.rate })),
  };
}
