/**
 * Response shapes of the player's accounting endpoints (`/api/accounting/…`, `/api/contracts/user/last/`,
 * `/api/users/current/payout/`, `/api/shark/…`): amounts are exact decimal strings, dates ISO text.
 * The player's dashboard reads them and the API's report code returns them; import types only.
 */
export interface CurrencyResult {
  name: string;
  value: string;
  rate: string;
}
export interface ResultSummary {
  result: string;
  currencies: CurrencyResult[];
  alltime_result?: string;
}
export interface AccountCard {
  room: { id: number; name: string; full_name: string; short_name: string };
  account_record: { id: number; name: string };
  account_record_name: string;
  club_name: string | null;
  start_balance: string;
  end_balance: string;
  transfers_sum: string;
  result: string;
  currency_name: string;
  chip_currency: { id: number; chip_rate: string } | null;
  virtual: boolean;
  pending_cashflow: string;
  pending_deposits: string;
  can_request_deposit: boolean;
  ewallet: { address: string } | null;
}
export interface Wallet {
  id: number;
  address: string;
  type: { id: number | null };
}
export interface Transfer {
  id: number;
  type: 'send' | 'receive';
  room_short_name: string;
  room_name: string;
  room_id: number;
  currency_name: string;
  amount: string;
  send_account_nickname: string;
  receive_account_nickname: string | null;
  send_ewallet: Wallet | null;
  receive_ewallet: Wallet | null;
  receiver_is_admin: boolean;
  is_balance_hold: boolean;
  admin_comment: string;
  created_datetime: string;
}
/** Where a player's request stands (deposit requests say `processed`, the rest `approved`). */
export type RequestStatus = 'pending' | 'processed' | 'approved' | 'rejected';
/** Status and the manager's reason of a reject, carried by every player request list. */
export interface Decided {
  status: RequestStatus;
  reject_reason: string | null;
}
export interface CashFlowRow extends Decided {
  id: number;
  room_short_name: string;
  account_record_name: string;
  amount: string;
  currency_name: string;
  is_payout: boolean;
  created_datetime: string;
  comment: string;
  approved: boolean;
  rejected: boolean;
}
export interface DepositRequestRow extends Decided {
  id: number;
  account_record_id: number;
  room_short_name: string;
  account_record_name: string;
  amount: string;
  currency_name: string;
  comment: string;
  created_datetime: string;
  processed_datetime: string | null;
  processed_amount: string | null;
}
/** GET /api/accounting/payoutrequestsv2/: the player's payout requests; `amount` null until settled. */
export interface PayoutRequestRow extends Decided {
  id: number;
  created_datetime: string;
  paid_at: string | null;
  items: {
    account_record_id: number;
    account_record_name: string;
    room_name: string;
    currency_name: string;
    amount: string | null;
  }[];
}
export interface BookingRow {
  id: number;
  room_name: string;
  currency_name: string;
  amount: string;
  comment: string;
  created_datetime: string;
  booked_by_me: boolean;
}
export interface FundsRow extends Decided {
  id: number;
  type: string;
  amount: string;
  currency_name: string;
  comment: string;
  created_datetime: string;
  room_short_name: string | null;
  account_record_name: string | null;
}
export interface FundsSum {
  sum: string;
  currencies: { name: string; amount: string }[];
  forex: { name: string; rate: string }[];
  total_balance: { sum: string; currencies: { name: string; sum: string; rate: string }[] };
}
export interface Bundle extends ResultSummary {
  id: number;
  number: number;
  start_datetime: string;
  end_datetime: string | null;
}
export interface Contract {
  id: number;
  start_datetime: string;
  amount_games: number;
  personal_share: string;
  last_bundle: Bundle | null;
  bundles: Bundle[];
}
export interface PayoutInfo {
  payout: string;
  personal_share: string;
  total: string;
  min_personalfunds: string;
}
export interface SharkStats {
  abi: string;
  entries: number;
  reentry: string;
  turbo: string;
  updated_at: string;
}
export interface Bonus {
  avg_abi: string;
  avg_ts_month: string;
  fair_roi: string;
  bonus: string;
  updated_at: string;
}
export interface DebtCategory {
  id: number;
  name: string;
  balance: string;
}
export interface Entries {
  entries: number;
  since: string | null;
}
