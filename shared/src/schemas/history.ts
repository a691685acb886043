import * as v from 'valibot';
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
export const HISTORY_TYPE_LABELS: Record<string, string> = {
  transfer_in: 'Перевод получен',
  transfer_out: 'Перевод отправлен',
  fee: 'Комиссия за перевод',
  cashflow_in: 'Пополнение счёта',
  cashflow_out: 'Вывод со счёта',
  deposit: 'Депозит',
  balance_transfer_in: 'Перевод между счетами: зачисление',
  balance_transfer_out: 'Перевод между счетами: списание',
  personal_funds_in: 'Из личных средств',
  personal_funds_out: 'В личные средства',
  cashback: 'Кэшбэк',
  cashout: 'Вывод личных средств',
  settlement: 'Расчёт',
};
