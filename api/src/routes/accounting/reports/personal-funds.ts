import {
  addDecimals,
  compareDecimals,
  divDecimals,
  mulDecimals,
  roundDecimal,
  subDecimals,
} from '@fund/shared/decimal';
import type { FundsSum, PayoutInfo } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';
import { bundleResult } from './repository';
import { settlementNow } from './settlement';

// The personal funds figures of the dashboard: their sum with the room balances, the minimum and the
// maximum one may take out, and the payout info (its minimum is the personal funds' one).

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
