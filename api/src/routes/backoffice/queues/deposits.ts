import { compareDecimals, toDecimalString } from '@fund/shared/decimal';
import type { DepositRequestRow, ProcessDeposit } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import { businessError, conflict, notFound } from '../../../plugins/errors';
import { notify, playerAccount, userRef, writeAudit } from '../repository';
import { BO_TEXT, NOTICE_TEXT } from '../texts';
import { alreadyDecided, type Decided, moveRoomMoney } from './decision';
import { ACCOUNT_COLUMNS, accountJoins, playerAccounts, queueRows } from './repository';

/** A deposit request's status: processed, rejected, deleted by the player, or pending. */
const DEPOSIT_STATUS = `CASE WHEN d.processed_datetime IS NOT NULL THEN 'processed'
  WHEN d.rejected_at IS NOT NULL THEN 'rejected' WHEN d.deleted_at IS NOT NULL THEN 'deleted' ELSE 'pending' END`;
const DEPOSIT_PENDING = 'd.processed_datetime IS NULL AND d.rejected_at IS NULL AND d.deleted_at IS NULL';
/** Each status of DEPOSIT_STATUS as a condition an index can serve (pending: a partial index, migration 140). */
const DEPOSIT_WHERE: Record<string, string> = {
  pending: DEPOSIT_PENDING,
  processed: 'd.processed_datetime IS NOT NULL',
  rejected: 'd.processed_datetime IS NULL AND d.rejected_at IS NOT NULL',
  deleted: 'd.processed_datetime IS NULL AND d.rejected_at IS NULL AND d.deleted_at IS NOT NULL',
};

const depositRequests = queueRows<DepositRequestRow>(
  {
    queue: 'deposit_requests',
    table: 'deposit_requests',
    alias: 'd',
    status: (filter, status) => filter.raw(DEPOSIT_WHERE[status] ?? 'false'),
    player: playerAccounts('d'),
    created: 'd.created_datetime',
  },
  {
    select: `d.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, d.amount::text AS amount,
      d.processed_amount::text AS processed_amount, d.comment, ${DEPOSIT_STATUS} AS status,
      d.created_datetime, d.processed_datetime, COALESCE(d.processed_datetime, d.rejected_at) AS decided_at,
      ${userRef('staff')} AS decided_by, d.reject_reason`,
    joins: accountJoins('d'),
  },
);
export const listDepositRequests = depositRequests.list;
export const depositRequestPages = depositRequests.pages;

interface DepositRow extends Decided {
  id: number;
  account_record_id: number;
  amount: string;
}

async function lockDeposit(t: Db, id: number): Promise<DepositRow> {
  const row = await t.one<DepositRow>(
    `SELECT d.id, d.account_record_id, d.amount::text AS amount, ${DEPOSIT_STATUS} AS status,
            COALESCE(d.processed_datetime, d.rejected_at) AS decided_at, staff.username AS decided_by_name
       FROM deposit_requests d LEFT JOIN users staff ON staff.id = d.decided_by
      WHERE d.id = $1 FOR UPDATE OF d`,
    [id],
  );
  if (!row) throw notFound(BO_TEXT.depositNotFound);
  if (row.status === 'deleted') throw conflict(BO_TEXT.depositDeleted);
  if (row.status !== 'pending') throw alreadyDecided('deposit_request', row);
  return row;
}

/** pending → processed: the deposit lands on the account (ledger `deposit` + balance). */
export async function processDeposit(db: Db, actor: number, id: number, body: ProcessDeposit) {
  return db.tx(async (t) => {
    const request = await lockDeposit(t, id);
    const amount = body.amount === undefined ? request.amount : toDecimalString(body.amount);
    if (compareDecimals(amount, '0') <= 0) throw businessError(BO_TEXT.depositAmount);
    const account = await playerAccount(t, request.account_record_id, true);
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
    await writeAudit(
      t,
      actor,
      'deposit_request.process',
      id,
      { status: 'pending', amount: request.amount },
      after,
    );
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
    await writeAudit(
      t,
      actor,
      'deposit_request.reject',
      id,
      { status: 'pending', amount: request.amount },
      { status: 'rejected', reason: text },
    );
    return { id, status: 'rejected' };
  });
}
