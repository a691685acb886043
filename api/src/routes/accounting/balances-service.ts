import {
  addDecimals,
  compareDecimals,
  negateDecimal,
  subDecimals,
  toDecimalString,
} from '@fund/shared/decimal';
import type { BalanceTransfer, CashFlow, ChangeBalance } from '@fund/shared/schemas/accounting';
import type { Db } from '../../db/types';
import { businessError, forbidden } from '../../plugins/errors';
import { appendBalance, appendMovement, ensureCoversHolds, latestBalance, ownAccount } from './accounts';
import { currentBundle } from './bundles';

const BALANCE_TEXT = {
  untracked: 'Изменение баланса недоступно для этого рума.',
  sameAccount: 'Выберите другой счёт.',
  otherCurrency: 'Перевод возможен только между счетами с одной валютой фишек.',
  insufficient: 'Недостаточно средств на счёте.',
  virtualBalance: 'Изменение баланса недоступно для виртуального рума.',
} as const;

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
    if (!(await allowUntracked(t)).includes(account.room_id)) throw forbidden(BALANCE_TEXT.untracked);
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
    throw businessError(BALANCE_TEXT.sameAccount);
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
      throw businessError(BALANCE_TEXT.otherCurrency);
    }
    if (body.change_balance && (from.virtual || to.virtual)) throw businessError(BALANCE_TEXT.virtualBalance);
    const amount = toDecimalString(body.amount);
    const fromBalance = await latestBalance(t, from.id);
    // Without change_balance no snapshot moves; with it the rest must still cover the holds.
    if (body.change_balance) await ensureCoversHolds(t, from.id, subDecimals(fromBalance, amount));
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

/** A cash flow report, pending until the fund approves or rejects it. */
export async function createCashFlow(db: Db, userId: number, body: CashFlow) {
  return db.tx(async (t) => {
    const account = await ownAccount(t, userId, body.account_record, true);
    const row = await t.one<{ id: number }>(
      `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment) VALUES ($1, $2, $3, $4) RETURNING id`,
      [account.id, toDecimalString(body.amount), body.is_payout, body.comment.trim()],
    );
    return { id: row!.id };
  });
}

export async function listCashFlows(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db.query<Record<string, unknown>>(
    // Each account's newest offset + limit rows through its (account, created, id) index, then the
    // page of their merge: a deep history is never sorted whole (issue 11).
    `SELECT c.id, r.short_name AS room_short_name, ar.name AS account_record_name, c.amount::text AS amount,
            r.currency_name, c.is_payout, c.created_datetime, c.comment,
            c.status = 'approved' AS approved, c.status = 'rejected' AS rejected, c.status, c.reject_reason
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      CROSS JOIN LATERAL (SELECT * FROM cash_flows x WHERE x.account_record_id = ar.id
                           ORDER BY x.created_datetime DESC, x.id DESC LIMIT $2::int + $3::int) c
      WHERE ar.user_id = $1 ORDER BY c.created_datetime DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const count = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM cash_flows c JOIN account_records ar ON ar.id = c.account_record_id
      WHERE ar.user_id = $1`,
    [userId],
  );
  return { rows, count: count?.n ?? 0 };
}
