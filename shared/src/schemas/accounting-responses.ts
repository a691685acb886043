import * as v from 'valibot';
import { decimalText, int, timestampText } from './answer';

/**
 * Answers (`data`) of the player's accounting endpoints (`/api/accounting/…`, `/api/contracts/user/last/`,
 * `/api/users/current/payout/`, `/api/shark/…`): amounts are exact decimal strings, moments ISO text.
 * The routes document them (`doc({ data })`), the test app checks every answer against them, the
 * player's dashboard reads the types.
 */

const nullableDecimal = v.nullable(decimalText);

const currencyResult = v.strictObject({ name: v.string(), value: decimalText, rate: decimalText });
const resultSummaryEntries = { result: decimalText, currencies: v.array(currencyResult) };
/** GET /api/accounting/reports/bundleresult/: the current bundle's result. */
export const resultSummary = v.strictObject(resultSummaryEntries);
export type ResultSummary = v.InferOutput<typeof resultSummary> & { alltime_result?: string };
/** GET /api/accounting/reports/contractresult/: the current contract's result and the all-time one. */
export const contractResult = v.strictObject({ ...resultSummaryEntries, alltime_result: decimalText });

const accountCard = v.strictObject({
  room: v.strictObject({ id: int, name: v.string(), full_name: v.string(), short_name: v.string() }),
  account_record: v.strictObject({ id: int, name: v.string() }),
  account_record_name: v.string(),
  club_name: v.nullable(v.string()),
  start_balance: decimalText,
  end_balance: decimalText,
  transfers_sum: decimalText,
  result: decimalText,
  currency_name: v.string(),
  chip_currency: v.nullable(v.strictObject({ id: int, chip_rate: decimalText })),
  virtual: v.boolean(),
  pending_cashflow: decimalText,
  pending_deposits: decimalText,
  /** Σ of the account's transfers reserved (held) by the player: not in the spec, issue 35. */
  held: decimalText,
  can_request_deposit: v.boolean(),
  ewallet: v.nullable(v.strictObject({ address: v.string() })),
});
export type AccountCard = v.InferOutput<typeof accountCard>;
/** GET /api/accounting/accountcards/. */
export const accountCards = v.array(accountCard);

const wallet = v.nullable(
  v.strictObject({ id: int, address: v.nullable(v.string()), type: v.strictObject({ id: v.nullable(int) }) }),
);
const transfer = v.strictObject({
  id: int,
  type: v.picklist(['send', 'receive']),
  room_short_name: v.string(),
  room_name: v.string(),
  room_id: int,
  currency_name: v.string(),
  amount: decimalText,
  send_account_nickname: v.string(),
  receive_account_nickname: v.nullable(v.string()),
  send_ewallet: wallet,
  receive_ewallet: wallet,
  receiver_is_admin: v.boolean(),
  receiver_id: v.nullable(int),
  receive_room_account_id: v.nullable(int),
  is_balance_hold: v.boolean(),
  admin_comment: v.string(),
  created_datetime: timestampText,
});
export type Transfer = v.InferOutput<typeof transfer>;
/** GET /api/accounting/transfersv2/: mine to confirm, and sent to me. */
export const transferLists = v.strictObject({ to_send: v.array(transfer), to_receive: v.array(transfer) });

/** Where a player's request stands (deposit requests say `processed`, the rest `approved`). */
const requestStatus = v.picklist(['pending', 'processed', 'approved', 'rejected']);
export type RequestStatus = v.InferOutput<typeof requestStatus>;
/** Status and the manager's reason of a reject, carried by every player request list. */
const decided = { status: requestStatus, reject_reason: v.nullable(v.string()) };
export type Decided = v.InferOutput<v.ObjectSchema<typeof decided, undefined>>;

const cashFlowRow = v.strictObject({
  id: int,
  room_short_name: v.string(),
  account_record_name: v.string(),
  amount: decimalText,
  currency_name: v.string(),
  is_payout: v.boolean(),
  created_datetime: timestampText,
  comment: v.string(),
  approved: v.boolean(),
  rejected: v.boolean(),
  ...decided,
});
export type CashFlowRow = v.InferOutput<typeof cashFlowRow>;
/** GET /api/accounting/cashflow/ (paged: `count` beside). */
export const cashFlowPage = v.array(cashFlowRow);

const depositRequestRow = v.strictObject({
  id: int,
  account_record_id: int,
  room_short_name: v.string(),
  account_record_name: v.string(),
  amount: decimalText,
  currency_name: v.string(),
  comment: v.string(),
  created_datetime: timestampText,
  processed_datetime: v.nullable(timestampText),
  processed_amount: nullableDecimal,
  ...decided,
});
export type DepositRequestRow = v.InferOutput<typeof depositRequestRow>;
/** GET /api/accounting/depositrequests/. */
export const depositRequestRows = v.array(depositRequestRow);

/** GET /api/accounting/payoutrequestsv2/: the player's payout requests; `amount` null until settled. */
const payoutRequestRow = v.strictObject({
  id: int,
  created_datetime: timestampText,
  paid_at: v.nullable(timestampText),
  items: v.array(
    v.strictObject({
      account_record_id: int,
      account_record_name: v.string(),
      room_name: v.string(),
      currency_name: v.string(),
      amount: nullableDecimal,
    }),
  ),
  ...decided,
});
export type PayoutRequestRow = v.InferOutput<typeof payoutRequestRow>;
export const payoutRequestRows = v.array(payoutRequestRow);

const bookingRow = v.strictObject({
  id: int,
  room_name: v.string(),
  currency_name: v.string(),
  amount: decimalText,
  comment: v.string(),
  created_datetime: timestampText,
  booked_by_me: v.boolean(),
  booked_at: v.nullable(timestampText),
});
export type BookingRow = v.InferOutput<typeof bookingRow>;
/** GET /api/accounting/depositrequests/tableau/. */
export const bookingRows = v.array(bookingRow);

const fundsRow = v.strictObject({
  id: int,
  type: v.string(),
  amount: decimalText,
  currency_name: v.string(),
  comment: v.string(),
  created_datetime: timestampText,
  room_short_name: v.nullable(v.string()),
  account_record_name: v.nullable(v.string()),
  ...decided,
});
export type FundsRow = v.InferOutput<typeof fundsRow>;
/** GET /api/accounting/playerfundflow/. */
export const fundsRows = v.array(fundsRow);

/** GET /api/accounting/reports/personalfundssum/. */
export const fundsSum = v.strictObject({
  sum: decimalText,
  currencies: v.array(v.strictObject({ name: v.string(), amount: decimalText })),
  forex: v.array(v.strictObject({ name: v.string(), rate: decimalText })),
  total_balance: v.strictObject({
    sum: decimalText,
    currencies: v.array(v.strictObject({ name: v.string(), sum: decimalText, rate: decimalText })),
  }),
});
export type FundsSum = v.InferOutput<typeof fundsSum>;

const bundle = v.strictObject({
  id: int,
  contract_id: int,
  number: int,
  start_datetime: timestampText,
  end_datetime: v.nullable(timestampText),
  ...resultSummaryEntries,
});
/** GET /api/contracts/user/last/: the last contract with its bundles (null: none). */
export const contract = v.nullable(
  v.strictObject({
    id: int,
    start_datetime: timestampText,
    end_datetime: v.nullable(timestampText),
    amount_games: int,
    personal_share: decimalText,
    last_bundle: v.nullable(bundle),
    bundles: v.array(bundle),
  }),
);
export type Contract = NonNullable<v.InferOutput<typeof contract>>;

/** GET /api/users/current/payout/. */
export const payoutInfo = v.strictObject({
  payout: decimalText,
  personal_share: decimalText,
  total: decimalText,
  min_personalfunds: decimalText,
});
export type PayoutInfo = v.InferOutput<typeof payoutInfo>;

/** GET /api/shark/stats/30days/ (null before the first import). */
export const sharkStats = v.nullable(
  v.strictObject({
    abi: decimalText,
    entries: int,
    reentry: decimalText,
    turbo: decimalText,
    updated_at: timestampText,
  }),
);
export type SharkStats = NonNullable<v.InferOutput<typeof sharkStats>>;

/** GET /api/shark/playergroup/alltournaments/. */
export const sharkNicknames = v.strictObject({
  nicknames: v.array(v.strictObject({ name: v.string(), network: v.string() })),
  nicknames_tooltip: v.string(),
});
export type SharkNicknames = v.InferOutput<typeof sharkNicknames>;

/** GET /api/shark/playergroup/totalentries/contract/ and …/bundle/. */
export const entries = v.strictObject({ entries: int, since: v.nullable(timestampText) });
export type Entries = v.InferOutput<typeof entries>;

/** GET /api/accounting/bonus/ (null before the first calculation). */
export const bonus = v.nullable(
  v.strictObject({
    avg_abi: decimalText,
    avg_ts_month: decimalText,
    fair_roi: decimalText,
    bonus: decimalText,
    updated_at: timestampText,
  }),
);
export type Bonus = NonNullable<v.InferOutput<typeof bonus>>;

const debtCategory = v.strictObject({ id: int, name: v.string(), balance: decimalText });
export type DebtCategory = v.InferOutput<typeof debtCategory>;
/** GET /api/accounting/deductibles/categories/. */
export const debtCategories = v.array(debtCategory);

/** GET /api/accounting/personalfunds/max/. */
export const personalFundsMax = v.strictObject({ value: decimalText });
export type PersonalFundsMax = v.InferOutput<typeof personalFundsMax>;

// Mutations.
/** POST /api/accounting/accountrecordbalances/. */
export const balanceChanged = v.strictObject({ account_record: int, balance: decimalText });
export type BalanceChanged = v.InferOutput<typeof balanceChanged>;
/** POST /api/accounting/transfers/holdv2/{id}/. */
export const transferHeld = v.strictObject({ id: int, is_balance_hold: v.literal(true) });
export type TransferHeld = v.InferOutput<typeof transferHeld>;
/** POST /api/accounting/transfers/confirmv2/{id}/. */
export const transferConfirmed = v.strictObject({ id: int, status: v.picklist(['sent', 'received']) });
export type TransferConfirmed = v.InferOutput<typeof transferConfirmed>;
/** POST /api/accounting/transfers/{id}/images/. */
export const imageSaved = v.strictObject({ id: int, mime: v.string(), size: int });
/** POST /api/accounting/playerfundflow/: a cashout is approved at once, a declaration pending. */
export const fundsMoved = v.strictObject({ id: int, status: v.picklist(['approved', 'pending']) });
export type FundsMoved = v.InferOutput<typeof fundsMoved>;
