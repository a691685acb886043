import * as v from 'valibot';
import { RANGES, ru } from '../i18n/ru';
import { dateOrder, dayText } from './backoffice';
import { body, bool, EXPORT_FORMATS, id, idListText, int, messages } from './common';

/** 'alltime' or the current bundle (spec 02 §7). */
const HISTORY_PERIODS = ['alltime', 'bundle'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

/**
 * POST /api/accounting/accountinghistory/: room ids (empty = every room), the fund types
 * (cashflow = the player's own funds: cash flow, deposits, balance moves, personal funds;
 * transfers = transfers and their fees) and the period.
 */
const historyFilters = {
  rooms: v.pipe(v.array(id(), messages.invalidValue), v.maxLength(100, messages.invalidValue)),
  cashflow: bool(),
  transfers: bool(),
  period: v.picklist(HISTORY_PERIODS, messages.invalidValue),
};

/** Rows a page when the body names none (the spec's call had no paging; docs/api.md). */
const HISTORY_PAGE_SIZE = 50;
/** Rows skipped at most (a jump to a far page): the database's work stays bounded. */
const MAX_HISTORY_OFFSET = 100_000;
/**
 * A keyset cursor, `<created_datetime>|<id>` of the row the page starts after, as the answer gave
 * them (the remote builds it from its last row: no new runtime export of this shared module).
 */
const CURSOR_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|(?:lm|pf)-[1-9]\d{0,9}$/;

/** The cursor's date is a day of the calendar, in the answer's own text (no 02-30 rolling over). */
function isCursorDate(cursor: string): boolean {
  const date = new Date(cursor.slice(0, 24));
  return !Number.isNaN(date.getTime()) && date.toISOString() === cursor.slice(0, 24);
}

/**
 * Paged on the server (issue 43): `limit` rows (1..100, default 50) after the row of `after`
 * (the keyset cursor above), skipping `offset` more (a jump to a far page; 0..100 000).
 */
export const accountingHistorySchema = body({
  ...historyFilters,
  limit: v.optional(int(...RANGES.limit, messages.limitRange), HISTORY_PAGE_SIZE),
  offset: v.optional(int(0, MAX_HISTORY_OFFSET, messages.invalidValue), 0),
  after: v.optional(
    v.pipe(
      v.string(messages.invalidValue),
      v.regex(CURSOR_RE, messages.invalidValue),
      v.check(isCursorDate, messages.invalidValue),
    ),
  ),
});
export type AccountingHistoryQuery = v.InferOutput<typeof accountingHistorySchema>;
/** The filters alone (the page's form): what the paging parameters are added to. */
export type AccountingHistoryFilters = Pick<AccountingHistoryQuery, keyof typeof historyFilters>;

/** The answer's row (its schema: `history-responses`). */
export type { HistoryRow } from './history-responses';

/** Russian names of the ledger kinds and personal funds types. */
export const HISTORY_TYPE_LABELS: Readonly<Record<string, string>> = ru.history.types;

/** `true` / `false` in a query string. */
const boolText = v.pipe(
  v.picklist(['true', 'false'], messages.boolean),
  v.transform((value) => value === 'true'),
);

/**
 * GET /api/accounting/accountinghistory/export/ (issue 40): the page's filters as a query string
 * (`rooms=3,5`, `cashflow=true`, …; omitted: every room, both fund types, all time), the file's
 * format, and optional days `date_from` ≤ `date_to` (Moscow days, inclusive).
 */
export const historyExportSchema = v.pipe(
  body({
    format: v.optional(v.picklist(EXPORT_FORMATS, messages.invalidValue), 'xlsx'),
    rooms: v.optional(idListText()),
    cashflow: v.optional(boolText, 'true'),
    transfers: v.optional(boolText, 'true'),
    period: v.optional(v.picklist(HISTORY_PERIODS, messages.invalidValue), 'alltime'),
    date_from: v.optional(dayText),
    date_to: v.optional(dayText),
  }),
  dateOrder(),
);
export type HistoryExportQuery = v.InferOutput<typeof historyExportSchema>;
