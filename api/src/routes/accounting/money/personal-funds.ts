import {
  addDecimals,
  compareDecimals,
  divDecimals,
  mulDecimals,
  negateDecimal,
  roundDecimal,
  toDecimalString,
} from '@fund/shared/decimal';
import type { PersonalFundsPayload } from '@fund/shared/schemas/accounting';
import type { FundsRow } from '@fund/shared/schemas/accounting-responses';
import { messages } from '@fund/shared/schemas/common';
import type { Db } from '../../../db/types';
import { SqlFilter } from '../../../lib/list-page';
import { businessError } from '../../../plugins/errors';
import { texts } from '../../../texts';
import { personalFundsMax } from '../reports/personal-funds';
import {
  appendBalance,
  appendMovement,
  currentBundle,
  ensureAvailable,
  ensureCoversHolds,
  latestBalance,
  ownAccount,
} from '../repository';
import { accountRates, ownRows } from './repository';

/** What a personal funds movement does to the room account (its ledger and, if asked, its balance). */
export interface PersonalFundsEffect {
  id: number;
  userId: number;
  account: number;
  type: string;
  /** In the account's currency, negative for a cashout. */
  amount: string;
  changeBalance: boolean;
}

/** The room side in chips, and the balance it leaves when asked to change it (checked against the holds). */
async function roomSide(t: Db, effect: PersonalFundsEffect) {
  const { chipRate } = await accountRates(t, effect.account);
  const chips = negateDecimal(divDecimals(effect.amount, chipRate, 2));
  if (!effect.changeBalance) {
    // A deposit to personal funds leaves the room: at most what it holds free (issue 35).
    if (compareDecimals(chips, '0') < 0) await ensureAvailable(t, effect.account, negateDecimal(chips));
    return { chips, next: undefined };
  }
  const next = addDecimals(await latestBalance(t, effect.account), chips);
  await ensureCoversHolds(t, effect.account, next);
  return { chips, next };
}

/**
 * Writes the room side of a personal funds movement: deposit room → personal funds, cashout
 * personal funds → room (chips; a cashback touches no room). Called at once for a cashout and
 * when the fund approves a declared deposit (issue 16). The account row must be locked.
 */
export async function applyPersonalFunds(t: Db, effect: PersonalFundsEffect): Promise<void> {
  if (effect.type !== 'deposit' && effect.type !== 'cashout') return;
  const { chips, next } = await roomSide(t, effect);
  const bundle = (await currentBundle(t, effect.userId))?.id ?? null;
  if (compareDecimals(chips, '0') !== 0) {
    await appendMovement(t, {
      account: effect.account,
      bundle,
      kind: effect.type === 'deposit' ? 'personal_funds_out' : 'personal_funds_in',
      amount: chips,
      source: 'personal_funds',
      sourceId: effect.id,
    });
  }
  if (next !== undefined) await appendBalance(t, effect.account, bundle, next, 'personal_funds');
}

/**
 * A personal funds movement. The amount is in the account's currency (negative for a cashout);
 * the personal funds ledger keeps USD, the room ledger chips (docs/accounting.md). A declared
 * deposit or cashback is pending and counts nowhere until the fund approves it (issue 16); a
 * cashout counts at once.
 */
export async function movePersonalFunds(
  db: Db,
  userId: number,
  body: PersonalFundsPayload & { change_balance?: boolean },
) {
  return db.tx(async (t) => {
    const account = await ownAccount(t, userId, body.account_record, true);
    // Serialise one player's personal funds: lock the user row.
    await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const changeBalance = body.change_balance ?? false;
    if (changeBalance && account.virtual) throw businessError(texts.money.virtualBalance);
    const amount = toDecimalString(body.amount);
    const { rate } = await accountRates(t, account.id);
    if (body.type === 'cashout') {
      const max = await personalFundsMax(t, userId, rate);
      if (compareDecimals(negateDecimal(amount), max) > 0) throw businessError(messages.notMoreThanBalance);
    }
    const usd = roundDecimal(mulDecimals(amount, rate), 2);
    const status = body.type === 'cashout' ? 'approved' : 'pending';
    const effect = { id: 0, userId, account: account.id, type: body.type, amount, changeBalance };
    // A declared deposit that could not be approved now is refused now (approval checks again).
    if (status === 'pending' && body.type === 'deposit') await roomSide(t, effect);
    const row = await t.one<{ id: number }>(
      `INSERT INTO personal_funds_movements
         (user_id, account_record_id, type, amount, comment, change_balance, status, original_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [userId, account.id, body.type, usd, body.comment.trim(), changeBalance, status, amount],
    );
    const id = row!.id;
    if (status === 'approved') await applyPersonalFunds(t, { ...effect, id });
    return { id, status };
  });
}

/** The player's personal funds movements (the list, and the export a page at a time: issue 40); `p` a movement. */
const personalFunds = ownRows<FundsRow>(
  {
    select: `p.id, p.type, p.amount::text AS amount, 'USD' AS currency_name, p.comment, p.created_at AS created_datetime,
            r.short_name AS room_short_name, ar.name AS account_record_name, p.status, p.reject_reason`,
    from: `FROM personal_funds_movements p
       LEFT JOIN account_records ar ON ar.id = p.account_record_id LEFT JOIN rooms r ON r.id = ar.room_id`,
    created: 'p.created_at',
    key: 'p.id',
  },
  (userId) => new SqlFilter().add((p) => `p.user_id = ${p}`, userId),
);
export const listPersonalFunds = personalFunds.list;
export const personalFundsPages = personalFunds.pages;
