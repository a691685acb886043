import { toDecimalString } from '@fund/shared/decimal';
import type { DepositRequest } from '@fund/shared/schemas/accounting';
import type { BookingRow, DepositRequestRow } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';
import { SqlFilter } from '../../../lib/list-page';
import { businessError, conflict, notFound } from '../../../plugins/errors';
import { texts } from '../../../texts';
import { ownAccount } from '../repository';
import { ownRows } from './repository';

/**
 * A pending deposit request: one statement that writes the row only for the player's own account
 * allowing requests (issue 11: one round trip instead of a transaction of four). No money moves
 * until the fund processes it, so no account lock is needed. Refused: why, asked afterwards.
 */
export async function createDepositRequest(db: Db, userId: number, body: DepositRequest) {
  const row = await db.one<{ id: number }>(
    `INSERT INTO deposit_requests (account_record_id, amount, comment)
     SELECT ar.id, $3, $4 FROM account_records ar
      WHERE ar.id = $1 AND ar.user_id = $2 AND ar.can_request_deposit
     RETURNING id`,
    [body.account_record, userId, toDecimalString(body.amount), body.comment?.trim() ?? ''],
  );
  if (row) return { id: row.id };
  await ownAccount(db, userId, body.account_record);
  throw businessError(texts.money.depositNotAllowed);
}

/** The player's deposit requests (the list, and the export a page at a time: issue 40), deleted ones left out. */
const depositRequests = ownRows<DepositRequestRow>(
  {
    select: `d.id, d.account_record_id, r.short_name AS room_short_name, ar.name AS account_record_name, d.amount::text AS amount,
            r.currency_name, d.comment, d.created_datetime, d.processed_datetime,
            CASE WHEN d.processed_datetime IS NOT NULL THEN 'processed' WHEN d.rejected_at IS NOT NULL THEN 'rejected'
                 ELSE 'pending' END AS status,
            d.reject_reason, d.processed_amount::text AS processed_amount`,
    from: 'FROM deposit_requests d JOIN account_records ar ON ar.id = d.account_record_id JOIN rooms r ON r.id = ar.room_id',
    created: 'd.created_datetime',
    key: 'd.id',
  },
  (userId) => new SqlFilter().add((p) => `ar.user_id = ${p}`, userId).raw('d.deleted_at IS NULL'),
);
export const listDepositRequests = depositRequests.list;
export const depositRequestPages = depositRequests.pages;

/** Soft-deletes a pending request; processed or already deleted ones are refused. */
export async function deleteDepositRequest(db: Db, userId: number, id: number) {
  return db.tx(async (t) => {
    const row = await t.one<{ processed: boolean; deleted: boolean }>(
      `SELECT d.processed_datetime IS NOT NULL AS processed, d.deleted_at IS NOT NULL AS deleted
         FROM deposit_requests d JOIN account_records ar ON ar.id = d.account_record_id
        WHERE d.id = $1 AND ar.user_id = $2 FOR UPDATE OF d`,
      [id, userId],
    );
    if (!row || row.deleted) throw notFound(texts.money.depositNotFound);
    if (row.processed) throw conflict(texts.money.depositProcessed);
    const done = await t.one(
      `UPDATE deposit_requests SET deleted_at = now()
        WHERE id = $1 AND processed_datetime IS NULL AND deleted_at IS NULL RETURNING id`,
      [id],
    );
    if (!done) throw notFound(texts.money.depositNotFound);
    return { id };
  });
}

/** The booking board: open deposits in the player's rooms and the ones the player booked. */
export function listBookings(db: Db, userId: number) {
  return db.query<BookingRow>(
    `SELECT b.id, r.name AS room_name, b.currency_name, b.amount::text AS amount, b.comment, b.created_datetime,
            COALESCE(b.booked_by = $1, false) AS booked_by_me, b.booked_at
       FROM deposit_bookings b JOIN rooms r ON r.id = b.room_id
      WHERE (b.booked_by IS NULL AND EXISTS (SELECT 1 FROM account_records ar WHERE ar.user_id = $1 AND ar.room_id = b.room_id))
         OR b.booked_by = $1
      ORDER BY b.created_datetime DESC, b.id DESC`,
    [userId],
  );
}

/** First booking wins (conditional update). */
export async function bookDeposit(db: Db, userId: number, depositId: number) {
  return db.tx(async (t) => {
    const row = await t.one<{ booked_by: number | null }>(
      `SELECT b.booked_by FROM deposit_bookings b
        WHERE b.id = $1 AND EXISTS (SELECT 1 FROM account_records ar WHERE ar.user_id = $2 AND ar.room_id = b.room_id)`,
      [depositId, userId],
    );
    if (!row) throw notFound(texts.money.bookingNotFound);
    const done = await t.one(
      'UPDATE deposit_bookings SET booked_by = $2, booked_at = now() WHERE id = $1 AND booked_by IS NULL RETURNING id',
      [depositId, userId],
    );
    if (!done) throw conflict(texts.money.booked);
    return { id: depositId };
  });
}
