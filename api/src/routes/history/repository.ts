import type { AccountingHistoryQuery, HistoryRow } from '@fund/shared/schemas/history';
import type { Db } from '../../db/types';
import { currentBundle } from '../accounting/repository';

/** A row of the filtered ledger view, as the database gives it (the statement reads it whole). */
export interface HistoryDbRow {
  movement_id: number;
  fund_type: string;
  account_record_id: number | null;
  room_name: string | null;
  account_record_name: string | null;
  currency_name: string;
  amount: string;
  type: string;
  created_datetime: Date;
  source_rank: number;
  /** The movement's comment (a cash flow's: the player's report). */
  comment: string;
}

/** The filters in SQL over the ledger view; $1..$7 as `filterParams` gives them. */
const FILTERED = `
     SELECT h.movement_id, h.fund_type, h.account_record_id, h.room_name, h.account_record_name,
            h.currency_name, h.amount::text AS amount, h.type,
            date_trunc('milliseconds', COALESCE(c.created_datetime, h.created_datetime)) AS created_datetime,
            CASE WHEN h.fund_type = 'personal_funds' THEN 1 ELSE 0 END AS source_rank,
            COALESCE(NULLIF(m.comment, ''), c.comment, p.comment, '') AS comment
       FROM accounting_history_rows h
       LEFT JOIN ledger_movements m ON h.fund_type <> 'personal_funds' AND m.id = h.movement_id
       LEFT JOIN cash_flows c ON m.source = 'cash_flow' AND c.id = m.source_id
       LEFT JOIN personal_funds_movements p ON h.fund_type = 'personal_funds' AND p.id = h.movement_id
      WHERE h.user_id = $1
        AND (cardinality($2::int[]) = 0 OR h.room_id = ANY($2::int[]))
        AND ((h.fund_type = 'transfers' AND $3::boolean) OR (h.fund_type <> 'transfers' AND $4::boolean))
        AND ($5::int IS NULL OR h.bundle_id = $5::int
             OR (h.bundle_id IS NULL AND h.created_datetime >= $6::timestamptz
                 AND ($7::timestamptz IS NULL OR h.created_datetime < $7::timestamptz)))`;

/** The filters above, then the days of the row's date as the answer shows it ($8 ≤ date < $9). */
const DATED = `
     SELECT * FROM (${FILTERED}) f
      WHERE ($8::timestamptz IS NULL OR f.created_datetime >= $8::timestamptz)
        AND ($9::timestamptz IS NULL OR f.created_datetime < $9::timestamptz)`;

/** The keyset's three values: the row's date, 1 for personal funds (0 ledger), the movement id. */
type Cursor = [string | Date, number, string | number];

/** `<created_datetime>|<lm|pf>-<id>` (validated by the schema) → the keyset's three values. */
function parseCursor(after: string): Cursor {
  const [date = '', key = ''] = after.split('|');
  const [source = '', id = ''] = key.split('-');
  return [date, source === 'pf' ? 1 : 0, id];
}

/** What the rows are filtered by: the page's filters, and the export's days (`from` ≤ date < `to`). */
export interface HistoryFilter {
  rooms: number[];
  cashflow: boolean;
  transfers: boolean;
  period: AccountingHistoryQuery['period'];
  from?: Date;
  to?: Date;
}

/** $1..$9 of `DATED` for the user and filter; null when no row can pass (no fund type, no bundle). */
async function filterParams(db: Db, userId: number, filter: HistoryFilter): Promise<unknown[] | null> {
  if (!filter.cashflow && !filter.transfers) return null;
  let bundle: { id: number; from: Date; to: Date | null } | null = null;
  if (filter.period === 'bundle') {
    const current = await currentBundle(db, userId);
    if (!current) return null;
    bundle = { id: current.id, from: current.start_datetime, to: current.end_datetime };
  }
  return [
    userId,
    filter.rooms,
    filter.transfers,
    filter.cashflow,
    bundle?.id ?? null,
    bundle?.from ?? null,
    bundle?.to ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
}

/** Rows of `DATED` after the keyset cursor (none: from the newest), newest first. */
function selectPage(db: Db, params: unknown[], cursor: Cursor | null, limit: number, offset = 0) {
  return db.query<HistoryDbRow>(
    `SELECT * FROM (${DATED}) r
      WHERE $10::timestamptz IS NULL
         OR (r.created_datetime, r.source_rank, r.movement_id) < ($10::timestamptz, $11::int, $12::bigint)
      ORDER BY r.created_datetime DESC, r.source_rank DESC, r.movement_id DESC
      LIMIT $13 OFFSET $14`,
    [...params, ...(cursor ?? [null, null, null]), limit, offset],
  );
}

/** The answer's row of a database row. */
function historyRow(row: HistoryDbRow): HistoryRow {
  return {
    id: `${row.fund_type === 'personal_funds' ? 'pf' : 'lm'}-${row.movement_id}`,
    room_name: row.room_name ?? '',
    account_record_name: row.account_record_name ?? '',
    currency_name: row.currency_name,
    amount: row.amount,
    type: row.type,
    created_datetime: row.created_datetime.toISOString(),
  };
}

/**
 * One page of the caller's rows of the ledger view the dashboard is computed from
 * (`accounting_history_rows`, docs/accounting.md), newest first, and the count of every row that
 * passes the filters, both computed by the database (issue 43: a long history never comes to the
 * API whole). For the current bundle, room movements carry their bundle; personal funds movements
 * fall in it by date.
 *
 * Keyset order: the date as the answer shows it (milliseconds), then personal funds before the
 * ledger, then the movement id, all descending; a page starts after the row of `after` (the
 * previous page's last row) and skips `offset` more rows (a jump to a far page).
 *
 * A cash flow's movement is dated like its row in the cash-flow table: when the player reported
 * it (`cash_flows.created_datetime`), not when the fund approved it (the ledger row's own time),
 * as a personal funds movement the fund approves keeps its declared date (docs/accounting.md).
 */
export async function accountingHistory(
  db: Db,
  userId: number,
  query: AccountingHistoryQuery,
): Promise<{ rows: HistoryRow[]; count: number }> {
  const params = await filterParams(db, userId, query);
  if (!params) return { rows: [], count: 0 };
  const cursor = query.after ? parseCursor(query.after) : null;
  const rows = await selectPage(db, params, cursor, query.limit, query.offset);
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (${DATED}) r`, params);
  return { count: total?.n ?? 0, rows: rows.map(historyRow) };
}

/**
 * Rows an export reads a query (issue 40): the first page, then each next one twice the last up
 * to the cap. Each query re-sorts the filtered rows (the shown date over the union view, which no
 * index serves), so a long history wants few queries; memory stays bounded by the cap however long
 * the history (docs/performance.md "Exports").
 */
const EXPORT_FIRST_PAGE = 1000;
const EXPORT_PAGE_CAP = 8000;

/**
 * Every row that passes the filter, newest first, a page of the keyset at a time (the export,
 * issue 40): no count, no offset; pages of 1,000, 2,000, 4,000, then 8,000 rows.
 */
export function historyPages(db: Db, userId: number, filter: HistoryFilter): AsyncGenerator<HistoryRow[]> {
  return filteredPages(db, userId, filter, historyRow);
}

/** {@link historyPages} with the database's rows as they are (the monthly statement, issue 40). */
export function historyDbPages(
  db: Db,
  userId: number,
  filter: HistoryFilter,
): AsyncGenerator<HistoryDbRow[]> {
  return filteredPages(db, userId, filter, (row) => row);
}

async function* filteredPages<T>(
  db: Db,
  userId: number,
  filter: HistoryFilter,
  map: (row: HistoryDbRow) => T,
): AsyncGenerator<T[]> {
  const params = await filterParams(db, userId, filter);
  if (!params) return;
  let size = EXPORT_FIRST_PAGE;
  // The next page is asked for before this one is handed on: the database reads while the file is
  // written (two pages at most in memory).
  let next: Promise<HistoryDbRow[]> | undefined = selectPage(db, params, null, size);
  try {
    while (next) {
      const rows: HistoryDbRow[] = await next;
      const last = rows.at(-1);
      next = undefined;
      if (last && rows.length === size) {
        size = Math.min(size * 2, EXPORT_PAGE_CAP);
        next = selectPage(db, params, [last.created_datetime, last.source_rank, last.movement_id], size);
      }
      if (rows.length > 0) yield rows.map(map);
    }
  } finally {
    // A consumer that stopped early (the client went away): the page asked for ahead is let go.
    await next?.catch(() => undefined);
  }
}

/** The date of the filter's oldest row (null: none): the export's first day when it names none. */
export async function oldestHistoryDate(db: Db, userId: number, filter: HistoryFilter): Promise<Date | null> {
  const params = await filterParams(db, userId, filter);
  if (!params) return null;
  const row = await db.one<{ at: Date | null }>(
    `SELECT min(created_datetime) AS at FROM (${DATED}) r`,
    params,
  );
  return row?.at ?? null;
}

/** A sum of the filter's rows: personal funds or one room account, in its currency. */
export interface HistorySum {
  fund_type: string;
  account_record_id: number | null;
  currency_name: string;
  amount: string;
}

/**
 * The filter's rows summed per room account (personal funds: one sum), by the database: the
 * monthly statement's opening balance of personal funds is the sum of every row before the month.
 */
export async function historySums(db: Db, userId: number, filter: HistoryFilter): Promise<HistorySum[]> {
  const params = await filterParams(db, userId, filter);
  if (!params) return [];
  return db.query<HistorySum>(
    `SELECT CASE WHEN fund_type = 'personal_funds' THEN 'personal_funds' ELSE 'account' END AS fund_type,
            CASE WHEN fund_type = 'personal_funds' THEN NULL ELSE account_record_id END AS account_record_id,
            currency_name, sum(amount::numeric)::text AS amount
       FROM (${DATED}) r
      GROUP BY 1, 2, 3`,
    params,
  );
}

/** The rooms of `rooms` the user has no account in (the export refuses them). */
export async function foreignRooms(db: Db, userId: number, rooms: number[]): Promise<number[]> {
  if (rooms.length === 0) return [];
  const own = await db.query<{ room_id: number }>(
    'SELECT DISTINCT room_id FROM account_records WHERE user_id = $1 AND room_id = ANY($2::int[])',
    [userId, rooms],
  );
  const known = new Set(own.map((row) => row.room_id));
  return rooms.filter((room) => !known.has(room));
}
