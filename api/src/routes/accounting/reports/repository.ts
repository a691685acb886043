import {
  addDecimals,
  compareDecimals,
  divDecimals,
  mulDecimals,
  roundDecimal,
  subDecimals,
} from '@fund/shared/decimal';
import type {
  AccountCard,
  DebtCategory,
  FundsSum,
  PayoutInfo,
  ResultSummary,
} from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';
import { contractBundles, lastContract } from '../repository';
import { settlementNow } from './settlement';

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

/** Σ personal funds movements (USD) and the total balance with the room balances. */
export async function personalFundsSum(db: Db, userId: number): Promise<FundsSum> {
  const funds = await db.one<{ sum: string }>(
    // Declared deposits and cashbacks count once the fund approves them (issue 16).
    "SELECT COALESCE(sum(amount), 0)::text AS sum FROM personal_funds_movements WHERE user_id = $1 AND status = 'approved'",
    [userId],
  );
  const sum = roundDecimal(funds?.sum ?? '0', 2);
  const balances = await db.query<{ currency_name: string; value: string; rate: string }>(
    `SELECT r.currency_name, COALESCE(fx.rate, 1)::text AS rate,
            round(COALESCE(cc.chip_rate, 1) * COALESCE((SELECT balance FROM balance_reports b
              WHERE b.account_record_id = ar.id ORDER BY b.id DESC LIMIT 1), 0), 2)::text AS value
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id
       LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id
       LEFT JOIN forex_rates fx ON fx.currency_name = r.currency_name
      WHERE ar.user_id = $1 ORDER BY ar.id`,
    [userId],
  );
  const byCurrency = new Map<string, { name: string; sum: string; rate: string }>([
    ['USD', { name: 'USD', sum, rate: '1.0000' }],
  ]);
  let total = sum;
  for (const row of balances) {
    const entry = byCurrency.get(row.currency_name) ?? {
      name: row.currency_name,
      sum: '0.00',
      rate: roundDecimal(row.rate, 4),
    };
    entry.sum = addDecimals(entry.sum, row.value);
    byCurrency.set(row.currency_name, entry);
    total = addDecimals(total, roundDecimal(mulDecimals(row.value, row.rate), 2));
  }
  const currencies = [...byCurrency.values()];
  return {
    sum,
    currencies: [{ name: 'USD', amount: sum }],
    forex: currencies.filter((c) => c.name !== 'USD').map((c) => ({ name: c.name, rate: c.rate })),
    total_balance: {
      sum: roundDecimal(total, 2),
      currencies: currencies.map((c) => ({ name: c.name, sum: roundDecimal(c.sum, 2), rate: c.rate })),
    },
  };
}

/** 500 buy-ins (contract setting) of the 30-day ABI (spec 02 §9). */
async function minPersonalFunds(db: Db, userId: number): Promise<string> {
  const row = await db.one<{ value: string }>(
    `SELECT round(COALESCE((SELECT min_personalfunds_buyins FROM contracts WHERE user_id = $1
                             ORDER BY start_datetime DESC, id DESC LIMIT 1), 500)
                  * COALESCE((SELECT abi FROM shark_stats WHERE user_id = $1), 0), 2)::text AS value`,
    [userId],
  );
  return row?.value ?? '0.00';
}

/** max(0, personal funds − minimum), in the account's currency. */
export async function personalFundsMax(db: Db, userId: number, rate: string): Promise<string> {
  const { sum } = await personalFundsSum(db, userId);
  const free = subDecimals(sum, await minPersonalFunds(db, userId));
  if (compareDecimals(free, '0') <= 0) return '0.00';
  // Rounded down so the maximum never exceeds what is free.
  const converted = divDecimals(free, rate, 2);
  return compareDecimals(mulDecimals(converted, rate), free) > 0 ? subDecimals(converted, '0.01') : converted;
}

/**
 * Payout info of the current bundle (issue 38): the settlement function's payout after makeup and
 * debts (docs/settlement.md), `total` the bundle result, `personal_share` the terms' share.
 */
export async function payoutInfo(db: Db, userId: number): Promise<PayoutInfo> {
  const now = await settlementNow(db, userId);
  if (now)
    return {
      payout: now.figures.payout,
      personal_share: now.terms.personal_share,
      total: now.figures.result,
      min_personalfunds: now.min_personalfunds.value,
    };
  // No bundle yet: nothing to settle.
  const { result } = await bundleResult(db, userId);
  return {
    payout: '0.00',
    personal_share: '0.00',
    total: result,
    min_personalfunds: await minPersonalFunds(db, userId),
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

interface CardBase {
  id: number;
  name: string;
  club_name: string | null;
  ewallet_address: string | null;
  can_request_deposit: boolean;
  room_id: number;
  room_name: string;
  room_full_name: string;
  room_short_name: string;
  virtual: boolean;
  currency_name: string;
  chip_currency_id: number | null;
  chip_rate: string;
  latest_balance: string;
  pending_cashflow: string;
  pending_deposits: string;
  held: string;
  /** The current bundle's figures (null: no bundle yet). */
  start_balance: string | null;
  end_balance: string | null;
  transfers_sum: string | null;
  value: string | null;
}

/**
 * Room account cards of spec 01 §3 for the current bundle: one query, the bundle's figures from
 * account_bundle_results (migration 085), every amount rounded to 2 decimals in SQL.
 */
export async function accountCards(db: Db, userId: number): Promise<AccountCard[]> {
  const bases = await db.query<CardBase>(
    `SELECT ar.id, ar.name, ar.club_name, ar.ewallet_address, ar.can_request_deposit, ar.chip_currency_id,
            r.id AS room_id, r.name AS room_name, r.full_name AS room_full_name, r.short_name AS room_short_name,
            r.virtual, r.currency_name, COALESCE(cc.chip_rate, 1)::text AS chip_rate,
            round(COALESCE((SELECT balance FROM balance_reports b WHERE b.account_record_id = ar.id
                             ORDER BY b.id DESC LIMIT 1), 0), 2)::text AS latest_balance,
            round(COALESCE((SELECT sum(amount) FROM cash_flows c WHERE c.account_record_id = ar.id
                             AND c.status = 'pending'), 0), 2)::text AS pending_cashflow,
            round(COALESCE((SELECT sum(amount) FROM deposit_requests d WHERE d.account_record_id = ar.id
                             AND d.processed_datetime IS NULL AND d.deleted_at IS NULL
                             AND d.rejected_at IS NULL), 0), 2)::text AS pending_deposits,
            -- From transfers (a table the stored answers watch), not the kept account_held.
            round(COALESCE((SELECT sum(amount) FROM transfers t WHERE t.sender_account_record_id = ar.id
                             AND t.status = 'held'), 0), 2)::text AS held,
            x.start_balance, x.end_balance, x.transfers_sum, round(x.value, 2)::text AS value
       FROM account_records ar
       JOIN rooms r ON r.id = ar.room_id
       LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id
       LEFT JOIN account_bundle_results($1, current_bundle_ids($1)) x ON x.account_record_id = ar.id
      WHERE ar.user_id = $1 ORDER BY r.id, ar.id`,
    [userId],
  );
  return bases.map((card) => {
    return {
      room: {
        id: card.room_id,
        name: card.room_name,
        full_name: card.room_full_name,
        short_name: card.room_short_name,
      },
      account_record: { id: card.id, name: card.name },
      account_record_name: card.name,
      club_name: card.club_name,
      start_balance: card.start_balance ?? card.latest_balance,
      end_balance: card.end_balance ?? card.latest_balance,
      transfers_sum: card.transfers_sum ?? '0.00',
      result: card.value ?? '0.00',
      currency_name: card.currency_name,
      chip_currency: card.chip_currency_id ? { id: card.chip_currency_id, chip_rate: card.chip_rate } : null,
      virtual: card.virtual,
      pending_cashflow: card.pending_cashflow,
      pending_deposits: card.pending_deposits,
      held: card.held,
      can_request_deposit: card.can_request_deposit,
      ewallet: card.ewallet_address ? { address: card.ewallet_address } : null,
    };
  });
}
