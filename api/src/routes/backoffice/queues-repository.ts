import type {
  BackofficeCounts,
  CashFlowRow,
  DepositRequestRow,
  PersonalFundsRow,
  QueueQuery,
} from '@fund/shared/schemas/backoffice';
import type { Db } from '../../db/types';
import { listPage, SqlFilter, userRef } from './filter';

/** A deposit request's status: processed, rejected, deleted by the player, or pending. */
const DEPOSIT_STATUS = `CASE WHEN d.processed_datetime IS NOT NULL THEN 'processed'
  WHEN d.rejected_at IS NOT NULL THEN 'rejected' WHEN d.deleted_at IS NOT NULL THEN 'deleted' ELSE 'pending' END`;
const DEPOSIT_PENDING = 'd.processed_datetime IS NULL AND d.rejected_at IS NULL AND d.deleted_at IS NULL';

const ACCOUNT_COLUMNS = `ar.id AS account_record_id, ar.name AS account_record_name, r.id AS room_id,
  r.name AS room_name, r.currency_name`;

function queueFilter(query: QueueQuery, status: string, created: string): SqlFilter {
  return new SqlFilter()
    .add((p) => `${status} = ${p}`, query.status === 'all' ? undefined : query.status)
    .add((p) => `u.id = ${p}`, query.player)
    .days(created, query.date_from, query.date_to);
}

export function listDepositRequests(db: Db, query: QueueQuery) {
  return listPage<DepositRequestRow>(
    db,
    {
      select: `d.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, d.amount::text AS amount,
        d.processed_amount::text AS processed_amount, d.comment, ${DEPOSIT_STATUS} AS status,
        d.created_datetime, d.processed_datetime, COALESCE(d.processed_datetime, d.rejected_at) AS decided_at,
        ${userRef('staff')} AS decided_by, d.reject_reason`,
      from: `FROM deposit_requests d JOIN account_records ar ON ar.id = d.account_record_id
        JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = d.decided_by`,
      order: 'd.id DESC',
    },
    queueFilter(query, DEPOSIT_STATUS, 'd.created_datetime'),
    query,
  );
}

export function listCashFlows(db: Db, query: QueueQuery) {
  return listPage<CashFlowRow>(
    db,
    {
      select: `c.id, ${userRef('u')} AS player, ${ACCOUNT_COLUMNS}, c.amount::text AS amount, c.is_payout,
        c.comment, c.status, c.created_datetime, c.decided_at, ${userRef('staff')} AS decided_by, c.reject_reason`,
      from: `FROM cash_flows c JOIN account_records ar ON ar.id = c.account_record_id
        JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = c.decided_by`,
      order: 'c.id DESC',
    },
    queueFilter(query, 'c.status', 'c.created_datetime'),
    query,
  );
}

export function listPersonalFunds(db: Db, query: QueueQuery) {
  return listPage<PersonalFundsRow>(
    db,
    {
      select: `p.id, ${userRef('u')} AS player, p.type, p.amount::text AS amount,
        p.original_amount::text AS original_amount, ar.id AS account_record_id, ar.name AS account_record_name,
        r.name AS room_name, r.currency_name, p.change_balance, p.comment, p.status, p.created_at AS created_datetime,
        p.decided_at, ${userRef('staff')} AS decided_by, p.reject_reason`,
      from: `FROM personal_funds_movements p JOIN users u ON u.id = p.user_id
        LEFT JOIN account_records ar ON ar.id = p.account_record_id LEFT JOIN rooms r ON r.id = ar.room_id
        LEFT JOIN users staff ON staff.id = p.decided_by`,
      order: 'p.id DESC',
    },
    queueFilter(query, 'p.status', 'p.created_at'),
    query,
  );
}

/** Pending items per queue: the menu badge. */
export async function pendingCounts(db: Db): Promise<BackofficeCounts> {
  const row = await db.one<Omit<BackofficeCounts, 'total'>>(
    `SELECT (SELECT count(*)::int FROM deposit_requests d WHERE ${DEPOSIT_PENDING}) AS deposit_requests,
            (SELECT count(*)::int FROM cash_flows WHERE status = 'pending') AS cash_flows,
            (SELECT count(*)::int FROM payout_requests WHERE status = 'pending') AS payout_requests,
            (SELECT count(*)::int FROM personal_funds_movements WHERE status = 'pending') AS personal_funds`,
  );
  const counts = row ?? { deposit_requests: 0, cash_flows: 0, payout_requests: 0, personal_funds: 0 };
  return {
    ...counts,
    total: counts.deposit_requests + counts.cash_flows + counts.payout_requests + counts.personal_funds,
  };
}
