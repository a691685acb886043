import * as v from 'valibot';
import { decimalText, int, timestampText } from './answer';

/** Answers (`data`) of the accounting history (spec 02 §7) and its account filter. */

/** A history row (spec 02 §3) plus a stable key (`lm-…` ledger, `pf-…` personal funds). */
const historyRow = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^(?:lm|pf)-\d+$/)),
  room_name: v.string(),
  account_record_name: v.string(),
  currency_name: v.string(),
  amount: decimalText,
  type: v.string(),
  created_datetime: timestampText,
});
export type HistoryRow = v.InferOutput<typeof historyRow>;
/** POST /api/accounting/accountinghistory/ (`count` beside: every row). */
export const historyRows = v.array(historyRow);

/** GET /api/users/accounts/user/: the user's own room accounts (the history filter). */
export const playerAccounts = v.array(
  v.strictObject({ id: int, name: v.string(), room: v.strictObject({ id: int, name: v.string() }) }),
);
export type PlayerAccount = v.InferOutput<typeof playerAccounts>[number];
