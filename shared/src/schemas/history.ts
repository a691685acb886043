import * as v from 'valibot';
import { ru } from '../i18n/ru';
import { body, bool, id, messages } from './common';

/** 'alltime' or the current bundle (spec 02 §7). */
const HISTORY_PERIODS = ['alltime', 'bundle'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

/**
 * POST /api/accounting/accountinghistory/: room ids (empty = every room), the fund types
 * (cashflow = the player's own funds: cash flow, deposits, balance moves, personal funds;
 * transfers = transfers and their fees) and the period.
 */
export const accountingHistorySchema = body({
  rooms: v.pipe(v.array(id(), messages.invalidValue), v.maxLength(100, messages.invalidValue)),
  cashflow: bool(),
  transfers: bool(),
  period: v.picklist(HISTORY_PERIODS, messages.invalidValue),
});
export type AccountingHistoryQuery = v.InferOutput<typeof accountingHistorySchema>;

/** The answer's row (its schema: `history-responses`). */
export type { HistoryRow } from './history-responses';

/** Russian names of the ledger kinds and personal funds types. */
export const HISTORY_TYPE_LABELS: Readonly<Record<string, string>> = ru.history.types;
