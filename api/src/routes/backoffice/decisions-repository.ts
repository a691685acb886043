import {
  addDecimals,
  compareDecimals,
  divDecimals,
  negateDecimal,
  toDecimalString,
} from '@fund/shared/decimal';
import type { ProcessDeposit } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';
import { businessError, conflict, notFound } from '../../plugins/errors';
import { accountRates, applyPersonalFunds } from '../accounting/money/repository';
import {
  appendBalance,
  appendMovement,
  currentBundle,
  ensureCoversHolds,
  latestBalance,
} from '../accounting/repository';
import { notify, writeAudit } from './audit';
import { BO_TEXT, NOTICE_TEXT } from './texts';

interface Account {
  id: number;
  user_id: number;
  virtual: boolean;
  currency_name: string;
}

/** The account row locked FOR UPDATE (serialises money on one account, as the player's actions do). */
async function lockAccount(t: Db, accountId: number): Promise<Account> {
  const row = await t.one<Account>(
    `SELECT ar.id, ar.user_id, r.virtual, r.currency_name FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      WHERE ar.id = $1 FOR UPDATE OF ar`,
    [accountId],
  );
  if (!row) throw notFound(BO_TEXT.accountNotFound);
  return row;
}

/**
 * Money moved into (+) or out of (−) a room account by the fund: one ledger movement in the
 * player's current bundle and, for a real room, the balance snapshot moved by the same amount
 * (so the result stays what it was). `amount` is in the room's currency; the ledger keeps chips.
 */
async function moveRoomMoney(
  t: Db,
  account: Account,
  amount: string,
  movement: { kind: string; source: string; sourceId: number },
): Promise<void> {
  const { chipRate } = await accountRates(t, account.id);
  const chips = divDecimals(amount, chipRate, 2);
  const bundle = (await currentBundle(t, account.user_id))?.id ?? null;
  let next: string | undefined;
  if (!account.virtual) {
    next = addDecimals(await latestBalance(t, account.id), chips);
    await ensureCoversHolds(t, account.id, next);
  }
  await appendMovement(t, { account: account.id, bundle, amount: chips, ...movement });
  if (next !== undefined) await appendBalance(t, account.id, bundle, next, movement.source);
}

interface DepositRow {
  id: number;
  account_record_id: number;
  amount: string;
  pending: boolean;
}

async function lockDeposit(t: Db, id: number): Promise<DepositRow> {
  const row = await t.one<DepositRow>(
    `SELECT id, account_record_id, amount::text AS amount,
            processed_datetime IS NULL AND rejected_at IS NULL AND deleted_at IS NULL AS pending
       FROM deposit_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.depositNotFound);
  if (!row.pending) throw conflict(BO_TEXT.depositDecided);
  return row;
}

/** pending → processed: the deposit lands on the account (ledger `deposit` + balance). */
export async function processDeposit(db: Db, actor: number, id: number, body: ProcessDeposit) {
  return db.tx(async (t) => {
    const request = await lockDeposit(t, id);
    const amount = body.amount === undefined ? request.amount : toDecimalString(body.amount);
    if (compareDecimals(amount, '0') <= 0) throw businessError(BO_TEXT.depositAmount);
    const account = await lockAccount(t, request.account_record_id);
    await t.query(
      `UPDATE deposit_requests SET processed_datetime = now(), processed_amount = $2, decided_by = $3
        WHERE id = $1 AND processed_datetime IS NULL AND rejected_at IS NULL AND deleted_at IS NULL`,
      [id, amount, actor],
    );
    await moveRoomMoney(t, account, amount, { kind: 'deposit', source: 'deposit_request', sourceId: id });
    await notify(
      t,
      account.user_id,
      'deposit_request.processed',
      id,
      NOTICE_TEXT.depositProcessed(amount, account.currency_name),
    );
    const after = { status: 'processed', processed_amount: amount, comment: body.comment ?? '' };
    await writeAudit(t, {
      actor,
      action: 'deposit_request.process',
      entity: 'deposit_request',
      entityId: id,
      before: { status: 'pending', amount: request.amount },
      after,
    });
    return { id, status: 'processed' };
  });
}

export async function rejectDeposit(db: Db, actor: number, id: number, reason: string) {
  return db.tx(async (t) => {
    const request = await lockDeposit(t, id);
    const owner = await t.one<{ user_id: number }>('SELECT user_id FROM account_records WHERE id = $1', [
      request.account_record_id,
    ]);
    const text = reason.trim();
    await t.query(
      'UPDATE deposit_requests SET rejected_at = now(), reject_reason = $2, decided_by = $3 WHERE id = $1',
      [id, text, actor],
    );
    await notify(t, owner!.user_id, 'deposit_request.rejected', id, NOTICE_TEXT.depositRejected(text));
    await writeAudit(t, {
      actor,
      action: 'deposit_request.reject',
      entity: 'deposit_request',
      entityId: id,
      before: { status: 'pending', amount: request.amount },
      after: { status: 'rejected', reason: text },
    });
    return { id, status: 'rejected' };
  });
}

interface CashFlowRow {
  id: number;
  account_record_id: number;
  amount: string;
  is_payout: boolean;
  status: string;
}

async function lockCashFlow(t: Db, id: number): Promise<CashFlowRow> {
  const row = await t.one<CashFlowRow>(
    'SELECT id, account_record_id, amount::text AS amount, is_payout, status FROM cash_flows WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw notFound(BO_TEXT.cashFlowNotFound);
  if (row.status !== 'pending') throw conflict(BO_TEXT.cashFlowDecided);
  return row;
}

/** pending → approved (ledger cashflow_in/out and the balance) | rejected (reason). */
export async function decideCashFlow(db: Db, actor: number, id: number, decision: Decision) {
  return db.tx(async (t) => {
    const flow = await lockCashFlow(t, id);
    const account = await lockAccount(t, flow.account_record_id);
    const status = decision.approve ? 'approved' : 'rejected';
    const reason = decision.approve ? null : decision.reason.trim();
    await t.query(
      `UPDATE cash_flows SET status = $2, decided_at = now(), decided_by = $3, reject_reason = $4
        WHERE id = $1 AND status = 'pending'`,
      [id, status, actor, reason],
    );
    if (decision.approve) {
      await moveRoomMoney(t, account, flow.is_payout ? negateDecimal(flow.amount) : flow.amount, {
        kind: flow.is_payout ? 'cashflow_out' : 'cashflow_in',
        source: 'cash_flow',
        sourceId: id,
      });
    }
    await notify(
      t,
      account.user_id,
      decision.approve ? 'cash_flow.approved' : 'cash_flow.rejected',
      id,
      reason === null ? NOTICE_TEXT.cashFlowApproved : NOTICE_TEXT.cashFlowRejected(reason),
    );
    await writeAudit(t, {
      actor,
      action: decision.approve ? 'cash_flow.approve' : 'cash_flow.reject',
      entity: 'cash_flow',
      entityId: id,
      before: { status: 'pending', amount: flow.amount, is_payout: flow.is_payout },
      after: decision.approve ? { status, comment: decision.comment ?? '' } : { status, reason },
    });
    return { id, status };
  });
}

export type Decision = { approve: true; comment?: string } | { approve: false; reason: string };

interface FundsRow {
  id: number;
  user_id: number;
  account_record_id: number | null;
  type: string;
  amount: string;
  original_amount: string | null;
  change_balance: boolean;
  status: string;
}

/** pending → approved (now it counts: the room side is written) | rejected (reason). */
export async function decidePersonalFunds(db: Db, actor: number, id: number, decision: Decision) {
  return db.tx(async (t) => {
    const row = await t.one<FundsRow>(
      `SELECT id, user_id, account_record_id, type, amount::text AS amount, original_amount::text AS original_amount,
              change_balance, status FROM personal_funds_movements WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw notFound(BO_TEXT.fundsNotFound);
    if (row.status !== 'pending') throw conflict(BO_TEXT.fundsDecided);
    const status = decision.approve ? 'approved' : 'rejected';
    const reason = decision.approve ? null : decision.reason.trim();
    if (decision.approve && row.type === 'deposit') {
      if (row.account_record_id === null) throw conflict(BO_TEXT.fundsNoAccount);
      const account = await lockAccount(t, row.account_record_id);
      await applyPersonalFunds(t, {
        id,
        userId: row.user_id,
        account: account.id,
        type: row.type,
        amount: row.original_amount ?? row.amount,
        changeBalance: row.change_balance,
      });
    }
    await t.query(
      `UPDATE personal_funds_movements SET status = $2, decided_at = now(), decided_by = $3, reject_reason = $4
        WHERE id = $1 AND status = 'pending'`,
      [id, status, actor, reason],
    );
    await notify(
      t,
      row.user_id,
      decision.approve ? 'personal_funds.approved' : 'personal_funds.rejected',
      id,
      reason === null ? NOTICE_TEXT.fundsApproved : NOTICE_TEXT.fundsRejected(reason),
    );
    await writeAudit(t, {
      actor,
      action: decision.approve ? 'personal_funds.approve' : 'personal_funds.reject',
      entity: 'personal_funds',
      entityId: id,
      before: { status: 'pending', type: row.type, amount: row.amount },
      after: decision.approve ? { status, comment: decision.comment ?? '' } : { status, reason },
    });
    return { id, status };
  });
}
