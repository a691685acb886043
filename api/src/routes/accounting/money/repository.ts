import {
  addDecimals,
  compareDecimals,
  negateDecimal,
  subDecimals,
  toDecimalString,
} from '@fund/shared/decimal';
import type { BalanceTransfer, ChangeBalance } from '@fund/shared/schemas/accounting';
import type { Db } from '../../../db/types';
import { keysetPages, type SqlFilter } from '../../../lib/list-page';
import { businessError, forbidden } from '../../../plugins/errors';
import { texts } from '../../../texts';
import {
  appendBalance,
  appendMovement,
  currentBundle,
  ensureAvailable,
  ensureCoversHolds,
  latestBalance,
  ownAccount,
} from '../repository';

// The account side of the player's money: rates, a balance snapshot, a transfer between own accounts;
// and what the lists of the areas share (ownRows). Each other area has its own file: cash-flows,
// deposits, personal-funds, payouts.

/**
 * A player's own rows of one kind (`own` their filter): all of them newest first (the list:
 * `created`, then `key`), and the same newest `key` first a keyset page at a time (its export,
 * issue 40).
 */
export function ownRows<T extends { id: number }>(
  parts: { select: string; from: string; created: string; key: string },
  own: (userId: number) => SqlFilter,
) {
  return {
    list: (db: Db, userId: number) => {
      const filter = own(userId);
      return db.query<T>(
        `SELECT ${parts.select} ${parts.from} ${filter.where} ORDER BY ${parts.created} DESC, ${parts.key} DESC`,
        filter.params,
      );
    },
    pages: (db: Db, userId: number) => keysetPages<T>(db, parts, () => own(userId)),
  };
}

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

async function allowUntracked(db: Db): Promise<number[]> {
  const row = await db.one<{ allow_untracked_input: number[] }>(
    'SELECT allow_untracked_input FROM frontend_settings WHERE id = 1',
  );
  return (row?.allow_untracked_input ?? []).map(Number);
}

/** A new balance snapshot; only for rooms listed in allow_untracked_input. */
export async function changeBalance(db: Db, userId: number, body: ChangeBalance) {
  return db.tx(async (t) => {
    const account = await ownAccount(t, userId, body.account_record, true);
    if (!(await allowUntracked(t)).includes(account.room_id)) throw forbidden(texts.money.untracked);
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    const balance = toDecimalString(body.balance);
    await ensureCoversHolds(t, account.id, balance, true);
    await appendBalance(t, account.id, bundle, balance, 'manual', body.tournaments_count);
    return { account_record: account.id, balance };
  });
}

/** Moves an amount between two own accounts of one chip currency; both ledgers in one tx. */
export async function transferBetweenAccounts(db: Db, userId: number, body: BalanceTransfer) {
  if (body.cashout_account_record === body.deposit_account_record)
    throw businessError(texts.money.sameAccount);
  return db.tx(async (t) => {
    // Lock in id order so two opposite transfers cannot deadlock.
    const ids = [body.cashout_account_record, body.deposit_account_record].sort((a, b) => a - b);
    const locked = [
      await ownAccount(t, userId, ids[0] as number, true),
      await ownAccount(t, userId, ids[1] as number, true),
    ];
    const from = locked.find((a) => a.id === body.cashout_account_record)!;
    const to = locked.find((a) => a.id === body.deposit_account_record)!;
    if (from.chip_currency_id === null || from.chip_currency_id !== to.chip_currency_id) {
      throw businessError(texts.money.otherCurrency);
    }
    if (body.change_balance && (from.virtual || to.virtual)) throw businessError(texts.money.virtualBalance);
    const amount = toDecimalString(body.amount);
    const fromBalance = await latestBalance(t, from.id);
    // With change_balance the rest must still cover the holds; without it no snapshot moves, but
    // the amount may still not exceed what the account holds free (issue 35).
    if (body.change_balance) await ensureCoversHolds(t, from.id, subDecimals(fromBalance, amount));
    else await ensureAvailable(t, from.id, amount);
    const row = await t.one<{ id: number }>(
      `INSERT INTO balance_transfers (user_id, cashout_account_record_id, deposit_account_record_id, amount, comment,
         deposit_scr, change_balance) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [userId, from.id, to.id, amount, body.comment.trim(), body.deposit_scr.trim(), body.change_balance],
    );
    const id = row!.id;
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    if (compareDecimals(amount, '0') > 0) {
      const base = { bundle, source: 'balance_transfer', sourceId: id };
      await appendMovement(t, {
        ...base,
        account: from.id,
        kind: 'balance_transfer_out',
        amount: negateDecimal(amount),
      });
      await appendMovement(t, { ...base, account: to.id, kind: 'balance_transfer_in', amount });
    }
    if (body.change_balance) {
      await appendBalance(t, from.id, bundle, subDecimals(fromBalance, amount), 'balance_transfer');
      await appendBalance(
        t,
        to.id,
        bundle,
        addDecimals(await latestBalance(t, to.id), amount),
        'balance_transfer',
      );
    }
    return { id };
  });
}
