import {
  compareDecimals,
  divDecimals,
  mulDecimals,
  negateDecimal,
  roundDecimal,
  subDecimals,
} from '@fund/shared/decimal';

/**
 * The settlement of one bundle (issue 38, docs/settlement.md): the one place the standard staking
 * model is computed. Pure and exact (decimal strings, `@fund/shared/decimal`), so the preview, a
 * close and the payout info all give the same figures for the same ledger.
 */

/** What happens to the makeup left when the contract ends. */
type MakeupAtEnd = 'written_off' | 'owed';

export interface SettlementTerms {
  /** The player's % of the result after makeup, '0'…'100'. */
  player_share: string;
  /** true: a loss is carried into the next bundle as makeup; false: the fund takes the loss. */
  makeup_carried: boolean;
  makeup_at_end: MakeupAtEnd;
}

/** One debt category's balance (+ the player owes), deducted from the player's share. */
export interface DebtBalance {
  category_id: number;
  name: string;
  balance: string;
}

export interface SettlementInput {
  /** The bundle's result (USD). */
  result: string;
  /** The makeup carried into this bundle (≥ 0). */
  makeup_before: string;
  terms: SettlementTerms;
  /** Debt balances in the order they are deducted. */
  debts: DebtBalance[];
  /** This bundle is the contract's last: the makeup left is written off or owed by the terms. */
  contract_ends?: boolean;
}

interface Deduction {
  category_id: number;
  name: string;
  /** The debt's balance before the settlement. */
  balance: string;
  /** What is taken from the player's share for it (≤ balance); a negative balance: paid to the player whole. */
  amount: string;
}

export interface Settlement {
  result: string;
  makeup_before: string;
  /** result − makeup before. */
  after_makeup: string;
  player_share: string;
  /** The fund's part: after makeup − player share on a profit; the loss itself when makeup is not carried. */
  fund_share: string;
  deductions: Deduction[];
  deductions_total: string;
  /** player share − deductions (a credit counts negative): what is paid (never negative). */
  payout: string;
  makeup_after: string;
  /** Makeup cancelled at the contract's end (already counted in the fund's share). */
  makeup_written_off: string;
}

const ZERO = '0.00';
const cents = (value: string) => roundDecimal(value, 2);
const positive = (value: string) => compareDecimals(value, '0') > 0;
const negative = (value: string) => compareDecimals(value, '0') < 0;
const min = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);

/**
 * bundle result → makeup before → result after makeup → player and fund shares → deductions by
 * debt category → payout, and the makeup after. Conservation (tested): player share + fund share
 * − (makeup after − makeup before) = result, to the cent; makeup and payout are never negative.
 */
export function settle(input: SettlementInput): Settlement {
  const { terms } = input;
  const share = terms.player_share;
  if (compareDecimals(share, '0') < 0 || compareDecimals(share, '100') > 0)
    throw new RangeError(`player_share out of 0..100: ${share}`);
  if (compareDecimals(input.makeup_before, '0') < 0)
    throw new RangeError(`negative makeup: ${input.makeup_before}`);
  const result = cents(input.result);
  const makeupBefore = cents(input.makeup_before);
  const afterMakeup = subDecimals(result, makeupBefore);

  let playerShare = ZERO;
  let fundShare = ZERO;
  let makeupAfter = ZERO;
  if (positive(afterMakeup)) {
    playerShare = divDecimals(mulDecimals(afterMakeup, share), '100', 2);
    fundShare = subDecimals(afterMakeup, playerShare);
  } else if (terms.makeup_carried || positive(result)) {
    // A loss becomes makeup; a profit short of the makeup clears part of it.
    makeupAfter = negateDecimal(afterMakeup);
  } else {
    // Makeup not carried: the fund takes the bundle's loss; makeup left from earlier terms stays.
    fundShare = result;
    makeupAfter = makeupBefore;
  }

  let writtenOff = ZERO;
  if (input.contract_ends && terms.makeup_at_end === 'written_off' && positive(makeupAfter)) {
    writtenOff = makeupAfter;
    fundShare = subDecimals(fundShare, writtenOff);
    makeupAfter = ZERO;
  }

  // A negative balance is the fund's debt to the player (an overpaid debt, a correction in their
  // favour): it is paid whole, first, so the debts below take from it too; then each debt takes
  // what is left, in order.
  let left = playerShare;
  for (const debt of input.debts) if (negative(debt.balance)) left = subDecimals(left, cents(debt.balance));
  const deductions: Deduction[] = input.debts.map((debt) => {
    const balance = cents(debt.balance);
    let amount = negative(balance) ? balance : ZERO;
    if (positive(balance) && positive(left)) {
      amount = min(balance, left);
      left = subDecimals(left, amount);
    }
    return { category_id: debt.category_id, name: debt.name, balance, amount: cents(amount) };
  });

  return {
    result,
    makeup_before: makeupBefore,
    after_makeup: cents(afterMakeup),
    player_share: cents(playerShare),
    fund_share: cents(fundShare),
    deductions,
    deductions_total: cents(subDecimals(playerShare, left)),
    payout: cents(left),
    makeup_after: cents(makeupAfter),
    makeup_written_off: cents(writtenOff),
  };
}
