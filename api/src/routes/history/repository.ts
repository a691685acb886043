import type { AccountingHistoryQuery, HistoryRow } from '@fund/shared/schemas/history';
import type { Db } from '../../db/types';
import { currentBundle } from '../accounting/repository';

interface Row {
  movement_id: number;
  fund_type: string;
  room_name: string | null;
  account_record_name: string | null;
  currency_name: string;
  amount: string;
  type: string;
  created_datetime: Date;
}

/** The filters in SQL over the ledger view; $1..$7 as `filterParams` gives them. */
const FILTERED = `
     SELECT h.movement_id, h.fund_type, h.room_name, h.account_record_name, h.currency_name,
            h.amount::text AS amount, h.type,
            date_trunc('milliseconds', COALESCE(c.created_datetime, h.created_datetime)) AS created_datetime,
            CASE WHEN h.fund_type = 'personal_funds' THEN 1 ELSE 0 END AS source_rank
       FROM accounting_history_rows h
       LEFT JOIN ledger_movements m ON h.fund_type = 'cashflow' AND m.id = h.movement_id
       LEFT JOIN cash_flows c ON m.source = 'cash_flow' AND c.id = m.source_id
      WHERE h.user_id = $1
        AND (cardinality($2::int[]) = 0 OR h.room_id = ANY($2::int[]))
        AND ((h.fund_type = 'transfers' AND $3::boolean) OR (h.fund_type <> 'transfers' AND $4::boolean))
        AND ($5::int IS NULL OR h.bundle_id = $5::int
             OR (h.bundle_id IS NULL AND h.created_datetime >= $6::timestamptz
                 AND ($7::timestamptz IS NULL OR h.created_datetime < $7::timestamptz)))`;

/** `<created_datetime>|<lm|pf>-<id>` (validated by the schema) → the keyset's three values. */
function parseCursor(after: string): [string, number, string] {
  const [date = '', key = ''] = after.split('|');
  const [source = '', id = ''] = key.split('-');
  return [date, source === 'pf' ? 1 : 0, id];
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
  if (!query.cashflow && !query.transfers) return { rows: [], count: 0 };
  let bundle: { id: number; from: Date; to: Date | null } | null = null;
  if (query.period === 'bundle') {
    const current = await currentBundle(db, userId);
    if (!current) return { rows: [], count: 0 };
    bundle = { id: current.id, from: current.start_datetime, to: current.end_datetime };
  }
  const filters = [
    userId,
    query.rooms,
    query.transfers,
    query.cashflow,
    bundle?.id ?? null,
    bundle?.from ?? null,
    bundle?.to ?? null,
  ];
  const cursor = query.after ? parseCursor(query.after) : [null, null, null];
  const rows = await db.query<Row>(
    `SELECT * FROM (${FILTERED}) r
      WHERE $8::timestamptz IS NULL
         OR (r.created_datetime, r.source_rank, r.movement_id) < ($8::timestamptz, $9::int, $10::bigint)
      ORDER BY r.created_datetime DESC, r.source_rank DESC, r.movement_id DESC
      LIMIT $11 OFFSET $12`,
    [...filters, ...cursor, query.limit, query.offset],
  );
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (${FILTERED}) r`, filters);
  return {
    count: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: `${row.fund_type === 'personal_funds' ? 'pf' : 'lm'}-${row.movement_id}`,
      room_name: row.room_name ?? '',
      account_record_name: row.account_record_name ?? '',
      currency_name: row.currency_name,
      amount: row.amount,
      type: row.type,
      created_datetime: row.created_datetime.toISOString(),
    })),
  };
}
