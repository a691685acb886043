import { divDecimals, toDecimalString } from '@fund/shared/decimal';
import type { CashFlow } from '@fund/shared/schemas/accounting';
import type { CashFlowRow } from '@fund/shared/schemas/accounting-responses';
import type { Db } from '../../../db/types';
import { keysetPages, SqlFilter } from '../../../lib/list-page';
import { ensureAvailable, ownAccount } from '../repository';
import { accountRates } from './repository';

/** A cash flow report, pending until the fund approves or rejects it. */
export async function createCashFlow(db: Db, userId: number, body: CashFlow) {
  return db.tx(async (t) => {
    const account = await ownAccount(t, userId, body.account_record, true);
    const amount = toDecimalString(body.amount);
    // A payout leaves the room: at most what the account holds free (approval checks again).
    if (body.is_payout) {
      const { chipRate } = await accountRates(t, account.id);
      await ensureAvailable(t, account.id, divDecimals(amount, chipRate, 2));
    }
    const row = await t.one<{ id: number }>(
      `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment) VALUES ($1, $2, $3, $4) RETURNING id`,
      [account.id, amount, body.is_payout, body.comment.trim()],
    );
    return { id: row!.id };
  });
}

/** A cash flow row's columns (the list's and the export's); `c` a cash flow, `ar` its account, `r` its room. */
const CASH_FLOW_COLUMNS = `c.id, r.short_name AS room_short_name, ar.name AS account_record_name, c.amount::text AS amount,
            r.currency_name, c.is_payout, c.created_datetime, c.comment`;

export async function listCashFlows(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db.query<Record<string, unknown>>(
    // Each account's newest offset + limit rows through its (account, created, id) index, then the
    // page of their merge: a deep history is never sorted whole (issue 11).
    `SELECT ${CASH_FLOW_COLUMNS},
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

/** A cash flow of the export (issue 40): the list's row without its two status flags. */
export type CashFlowLine = Omit<CashFlowRow, 'approved' | 'rejected'>;

/** Every cash flow of the player's accounts (the list's count), newest first, a page at a time (the export). */
export const cashFlowPages = (db: Db, userId: number) =>
  keysetPages<CashFlowLine>(
    db,
    {
      select: `${CASH_FLOW_COLUMNS}, c.status, c.reject_reason`,
      from: 'FROM cash_flows c JOIN account_records ar ON ar.id = c.account_record_id JOIN rooms r ON r.id = ar.room_id',
      key: 'c.id',
    },
    () => new SqlFilter().add((p) => `ar.user_id = ${p}`, userId),
  );
