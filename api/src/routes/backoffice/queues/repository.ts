import type { BackofficeCounts, QueueFilterQuery, QueueQuery } from '@fund/shared/schemas/backoffice';
import type { Db } from '../../../db/types';
import { idPage, keysetPages, SqlFilter, tableCount } from '../../../lib/list-page';
import { businessError } from '../../../plugins/errors';
import { BO_TEXT } from '../texts';

// What the queues' lists share: a queue's table, its filter, page and counters. Each queue has its
// own file (deposits, cash-flows, personal-funds, payouts); decision.ts holds what the decisions share.

export const ACCOUNT_COLUMNS = `ar.id AS account_record_id, ar.name AS account_record_name, r.id AS room_id,
  r.name AS room_name, r.currency_name`;

/**
 * The joins of a queue whose rows name an account (`alias.account_record_id`) and a decider
 * (`alias.decided_by`): the account `ar` and room `r` that ACCOUNT_COLUMNS read, the player `u`, the
 * staff member `staff`.
 */
export const accountJoins = (alias: string) => `JOIN account_records ar ON ar.id = ${alias}.account_record_id
      JOIN rooms r ON r.id = ar.room_id JOIN users u ON u.id = ar.user_id LEFT JOIN users staff ON staff.id = ${alias}.decided_by`;

/** The player's accounts, for a queue whose rows name an account (`alias.account_record_id`). */
export const playerAccounts = (alias: string) => (p: string) =>
  `${alias}.account_record_id IN (SELECT a.id FROM account_records a WHERE a.user_id = ${p})`;

/**
 * A decision queue's table, and its filter over that table alone (alias `alias`), so that a page's
 * ids come from one index (issue 43, docs/backoffice.md "At fund scale"); `queue` names its counts
 * in backoffice_counts (migration 140).
 */
export interface QueueTable {
  /** Its counters' name: a decision queue's (the menu's counts), or the transfers' (migration 149). */
  queue: keyof Omit<BackofficeCounts, 'total'> | 'transfers';
  table: string;
  alias: string;
  status: (filter: SqlFilter, status: string) => SqlFilter;
  player: (placeholder: string) => string;
  created: string;
}

export function tableFilter(table: QueueTable, query: QueueFilterQuery): SqlFilter {
  const filter = query.status === 'all' ? new SqlFilter() : table.status(new SqlFilter(), query.status);
  return filter.add(table.player, query.player).days(table.created, query.date_from, query.date_to);
}

/** Σ of the counters (migration 140) of a queue, per status. */
async function countersOf(db: Db, queue?: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db.query<{ queue: string; status: string; n: number }>(
    `SELECT queue, status, sum(n)::int AS n FROM backoffice_counts
      ${queue ? 'WHERE queue = $1' : ''} GROUP BY queue, status`,
    queue ? [queue] : [],
  );
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const own = counts.get(row.queue) ?? new Map<string, number>();
    own.set(row.status, row.n);
    counts.set(row.queue, own);
  }
  return counts;
}

/** The filter's count: the counters when only the status filters, else count(*) over the table's indexes. */
async function queueCount(db: Db, table: QueueTable, query: QueueFilterQuery): Promise<number> {
  if (query.player === undefined && query.date_from === undefined && query.date_to === undefined) {
    const own = (await countersOf(db, table.queue)).get(table.queue) ?? new Map<string, number>();
    if (query.status !== 'all') return own.get(query.status) ?? 0;
    return [...own.values()].reduce((a, b) => a + b, 0);
  }
  return tableCount(db, table.table, table.alias, tableFilter(table, query));
}

/** A decision queue's page, newest first, and the filter's count (issue 43): `idPage` over the queue's table. */
export async function queuePage<T>(
  db: Db,
  table: QueueTable,
  parts: { select: string; joins: string },
  query: QueueQuery,
): Promise<{ rows: T[]; count: number }> {
  const count = await queueCount(db, table, query);
  return idPage<T>(
    db,
    { table: table.table, alias: table.alias, ...parts },
    tableFilter(table, query),
    count,
    query,
    () => businessError(BO_TEXT.pageTooFar),
  );
}

/**
 * A queue's list (a page and the filter's count) and its rows a keyset page at a time (its export,
 * issue 40): one SELECT over the queue's table and its joins (`u` the player). The transfers list is
 * one too (content/repository.ts).
 */
export function queueRows<T extends { id: number }>(
  table: QueueTable,
  parts: { select: string; joins: string },
) {
  const from = `FROM ${table.table} ${table.alias} ${parts.joins}`;
  return {
    list: (db: Db, query: QueueQuery) => queuePage<T>(db, table, parts, query),
    pages: (db: Db, query: QueueFilterQuery) =>
      keysetPages<T>(db, { select: parts.select, from, key: `${table.alias}.id` }, () =>
        tableFilter(table, query),
      ),
  };
}

/** `x.status = <status>` of a queue with a status column. */
export const statusColumn = (alias: string) => (filter: SqlFilter, status: string) =>
  filter.add((p) => `${alias}.status = ${p}`, status);

/** Pending items per queue: the menu badge, from the counters (migration 140): no queue is scanned. */
export async function pendingCounts(db: Db): Promise<BackofficeCounts> {
  const all = await countersOf(db);
  const pending = (queue: string) => all.get(queue)?.get('pending') ?? 0;
  const counts = {
    deposit_requests: pending('deposit_requests'),
    cash_flows: pending('cash_flows'),
    payout_requests: pending('payout_requests'),
    personal_funds: pending('personal_funds'),
  };
  return {
    ...counts,
    total: counts.deposit_requests + counts.cash_flows + counts.payout_requests + counts.personal_funds,
  };
}
