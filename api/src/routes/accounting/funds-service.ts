import {
  addDecimals,
  compareDecimals,
  divDecimals,
  mulDecimals,
  negateDecimal,
  roundDecimal,
  toDecimalString,
} from '@fund/shared/decimal';
import type { PayoutRequest, PersonalFundsPayload } from '@fund/shared/schemas/accounting';
import { messages } from '@fund/shared/schemas/common';
import type { Db } from '../../db/types';
import { businessError, conflict } from '../../plugins/errors';
import { appendBalance, appendMovement, ensureCoversHolds, latestBalance, ownAccount } from './accounts';
import { currentBundle } from './bundles';
import { personalFundsMax } from './reports';

const FUNDS_TEXT = {
  overMax: messages.notMoreThanBalance,
  insufficient: 'Недостаточно средств на счёте.',
  virtualBalance: 'Изменение баланса недоступно для виртуального рума.',
  duplicateAccount: 'Каждый счёт можно указать только один раз.',
  pendingPayout: 'У вас уже есть необработанный запрос на выплату.',
} as const;

/** Forex rate (USD per unit) and chip rate of an account. */
export async function accountRates(db: Db, accountId: number) {
  const row = await db.one<{ rate: string; chip_rate: string }>(
    `SELECT COALESCE(fx.rate, 1)::text AS rate, COALESCE(cc.chip_rate, 1)::text AS chip_rate
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id
       LEFT JOIN forex_rates fx ON fx.currency_name = r.currency_name
       LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id WHERE ar.id = $1`,
    [accountId],
  );
  return { rate: row?.rate ?? '1', chipRate: row?.chip_rate ?? '1' };
}

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
  if (!effect.changeBalance) return { chips, next: undefined };
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
    if (changeBalance && account.virtual) throw businessError(FUNDS_TEXT.virtualBalance);
    const amount = toDecimalString(body.amount);
    const { rate } = await accountRates(t, account.id);
    if (body.type === 'cashout') {
      const max = await personalFundsMax(t, userId, rate);
      if (compareDecimals(negateDecimal(amount), max) > 0) throw businessError(FUNDS_TEXT.overMax);
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

export function listPersonalFunds(db: Db, userId: number) {
  return db.query(
    `SELECT p.id, p.type, p.amount::text AS amount, 'USD' AS currency_name, p.comment, p.created_at AS created_datetime,
            r.short_name AS room_short_name, ar.name AS account_record_name, p.status, p.reject_reason
       FROM personal_funds_movements p
       LEFT JOIN account_records ar ON ar.id = p.account_record_id LEFT JOIN rooms r ON r.id = ar.room_id
      WHERE p.user_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
    [userId],
  );
}

/** One pending payout request per player (unique partial index as the backstop). */
export async function requestPayout(db: Db, userId: number, items: PayoutRequest) {
  const ids = items.map((item) => item.account_record_id);
  if (new Set(ids).size !== ids.length) throw businessError(FUNDS_TEXT.duplicateAccount);
  return db.tx(async (t) => {
    await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    for (const id of ids) await ownAccount(t, userId, id);
    const pending = await t.one("SELECT id FROM payout_requests WHERE user_id = $1 AND status = 'pending'", [
      userId,
    ]);
    if (pending) throw conflict(FUNDS_TEXT.pendingPayout);
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    const row = await t.one<{ id: number }>(
      'INSERT INTO payout_requests (user_id, bundle_id) VALUES ($1, $2) RETURNING id',
      [userId, bundle],
    );
    for (const item of items) {
      await t.query(
        `INSERT INTO payout_request_items (payout_request_id, account_record_id, screenshot, screenshot2)
         VALUES ($1, $2, $3, $4)`,
        [row!.id, item.account_record_id, item.screenshot.trim(), item.screenshot2?.trim() || null],
      );
    }
    return { id: row!.id };
  });
}
