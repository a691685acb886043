import * as v from 'valibot';
import { decimalText, int, timestampText, userRef } from './answer';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  CASH_FLOW_STATUSES,
  DEPOSIT_REQUEST_STATUSES,
  NOTICE_KINDS,
  PAYOUT_STATUSES,
  PERSONAL_FUNDS_STATUSES,
  TRANSFER_STATUSES,
  WEB_MESSAGE_AUDIENCES,
  WEB_MESSAGE_TYPES,
} from './backoffice';

/**
 * Answers (`data`) of the back office (`/api/backoffice/…`) and of what a player sees of its
 * decisions (`/api/accounting/notifications/`); documented by the routes, checked by the test app.
 */

/** One notice for the player: what the fund decided, Russian text ready to show. */
const playerNotice = v.strictObject({
  id: int,
  kind: v.picklist(NOTICE_KINDS),
  entity_id: int,
  text: v.string(),
  created_at: timestampText,
  read: v.boolean(),
});
/** GET /api/accounting/notifications/. */
export const playerNotices = v.strictObject({ unread_count: int, items: v.array(playerNotice) });
export type PlayerNotices = v.InferOutput<typeof playerNotices>;
/** POST /api/accounting/notifications/read/. */
export const noticesRead = v.strictObject({ updated: int });
export type NoticesRead = v.InferOutput<typeof noticesRead>;

/** The staff member who decided, null while pending. */
const staffRef = v.nullable(userRef);
const accountRef = {
  account_record_id: int,
  account_record_name: v.string(),
  room_id: int,
  room_name: v.string(),
  currency_name: v.string(),
};
const decision = {
  decided_at: v.nullable(timestampText),
  decided_by: staffRef,
  reject_reason: v.nullable(v.string()),
};
export type Decision = v.InferOutput<v.ObjectSchema<typeof decision, undefined>>;

/** GET /api/backoffice/counts/: pending items per queue; `total` is the menu badge. */
export const backofficeCounts = v.strictObject({
  deposit_requests: int,
  cash_flows: int,
  payout_requests: int,
  personal_funds: int,
  total: int,
});
export type BackofficeCounts = v.InferOutput<typeof backofficeCounts>;

const depositRequestRow = v.strictObject({
  id: int,
  player: userRef,
  ...accountRef,
  amount: decimalText,
  /** What was recorded when processed, else null. */
  processed_amount: v.nullable(decimalText),
  comment: v.string(),
  status: v.picklist(DEPOSIT_REQUEST_STATUSES),
  created_datetime: timestampText,
  processed_datetime: v.nullable(timestampText),
  ...decision,
});
export type DepositRequestRow = v.InferOutput<typeof depositRequestRow>;
/** GET /api/backoffice/deposit-requests/ (paged). */
export const depositRequestRows = v.array(depositRequestRow);

const cashFlowRow = v.strictObject({
  id: int,
  player: userRef,
  ...accountRef,
  amount: decimalText,
  is_payout: v.boolean(),
  comment: v.string(),
  status: v.picklist(CASH_FLOW_STATUSES),
  created_datetime: timestampText,
  ...decision,
});
export type CashFlowRow = v.InferOutput<typeof cashFlowRow>;
/** GET /api/backoffice/cash-flows/ (paged). */
export const cashFlowRows = v.array(cashFlowRow);

const payoutItemRow = v.strictObject({
  ...accountRef,
  screenshot: v.string(),
  screenshot2: v.nullable(v.string()),
  /** Latest balance snapshot of the account (room currency). */
  latest_balance: decimalText,
  /** Settled amount, null until settled. */
  amount: v.nullable(decimalText),
});
const payoutRequestRow = v.strictObject({
  id: int,
  player: userRef,
  status: v.picklist(PAYOUT_STATUSES),
  created_datetime: timestampText,
  paid_at: v.nullable(timestampText),
  /** Σ of the settled item amounts, per currency. */
  totals: v.array(v.strictObject({ currency_name: v.string(), amount: decimalText })),
  items: v.array(payoutItemRow),
  /** The player changed wallets: payouts are held until then (issue 41 item 2); null: no hold. */
  payouts_held_until: v.nullable(timestampText),
  ...decision,
});
export type PayoutRequestRow = v.InferOutput<typeof payoutRequestRow>;
/** GET /api/backoffice/payout-requests/ (paged). */
export const payoutRequestRows = v.array(payoutRequestRow);

const personalFundsRow = v.strictObject({
  id: int,
  player: userRef,
  type: v.picklist(['cashback', 'deposit', 'cashout', 'settlement']),
  /** USD, as the personal funds ledger keeps it. */
  amount: decimalText,
  /** As declared, in the account's currency (null for rows older than issue 16). */
  original_amount: v.nullable(decimalText),
  account_record_id: v.nullable(int),
  account_record_name: v.nullable(v.string()),
  room_name: v.nullable(v.string()),
  currency_name: v.nullable(v.string()),
  change_balance: v.boolean(),
  comment: v.string(),
  status: v.picklist(PERSONAL_FUNDS_STATUSES),
  created_datetime: timestampText,
  ...decision,
});
export type PersonalFundsRow = v.InferOutput<typeof personalFundsRow>;
/** GET /api/backoffice/personal-funds/ (paged). */
export const personalFundsRows = v.array(personalFundsRow);

const transferSide = v.strictObject({
  id: int,
  username: v.string(),
  account_record_id: int,
  account_record_name: v.string(),
});
const transferRow = v.strictObject({
  id: int,
  room_id: int,
  room_name: v.string(),
  currency_name: v.string(),
  sender: transferSide,
  receiver: v.nullable(transferSide),
  amount: decimalText,
  status: v.picklist(TRANSFER_STATUSES),
  comment: v.string(),
  created_datetime: timestampText,
  held_at: v.nullable(timestampText),
  sent_at: v.nullable(timestampText),
  received_at: v.nullable(timestampText),
});
export type TransferRow = v.InferOutput<typeof transferRow>;
/** GET /api/backoffice/transfers/ (paged). */
export const transferRows = v.array(transferRow);

const backofficeUserRow = v.strictObject({
  id: int,
  username: v.string(),
  is_active: v.boolean(),
  is_player: v.boolean(),
  is_curator: v.boolean(),
  is_staff: v.boolean(),
  /** Holds every section (`isAdministrator`): only an administrator acts on this row's activity. */
  is_admin: v.boolean(),
  date_joined: timestampText,
  curators: v.array(userRef),
  students: v.array(userRef),
  has_onboarding_form: v.boolean(),
});
export type BackofficeUserRow = v.InferOutput<typeof backofficeUserRow>;
/** GET /api/backoffice/users/ (paged). */
export const backofficeUserRows = v.array(backofficeUserRow);

const backofficeAccountRow = v.strictObject({
  ...accountRef,
  /** Latest balance snapshot, balance held by transfers, and what is free (balance − held). */
  balance: decimalText,
  held: decimalText,
  available: decimalText,
});
export type BackofficeAccountRow = v.InferOutput<typeof backofficeAccountRow>;
/** GET /api/backoffice/users/{id}/accounts/. */
export const backofficeAccountRows = v.array(backofficeAccountRow);

/** GET /api/backoffice/users/{id}/onboarding-form/: the form as the player sent it. */
export const onboardingFormAnswer = v.strictObject({
  user: userRef,
  submitted_at: timestampText,
  payload: v.record(v.string(), v.unknown()),
});
export type OnboardingFormAnswer = v.InferOutput<typeof onboardingFormAnswer>;

const webMessageRow = v.strictObject({
  id: int,
  type: v.picklist(WEB_MESSAGE_TYPES),
  text: v.string(),
  audience: v.picklist(WEB_MESSAGE_AUDIENCES),
  active: v.boolean(),
  created_at: timestampText,
  updated_at: v.nullable(timestampText),
  retired_at: v.nullable(timestampText),
});
export type WebMessageRow = v.InferOutput<typeof webMessageRow>;
/** GET /api/backoffice/messages/ (paged). */
export const webMessageRows = v.array(webMessageRow);

const auditRow = v.strictObject({
  id: int,
  actor: userRef,
  /** The player the row is about; null for a message or a transfer (its accounts name both players). */
  player: v.nullable(userRef),
  /** The accounts the row names by id: «room: nickname» and the owner's username. */
  accounts: v.array(v.strictObject({ id: int, label: v.string(), username: v.string() })),
  created_at: timestampText,
  action: v.picklist(AUDIT_ACTIONS),
  entity: v.picklist(AUDIT_ENTITIES),
  entity_id: int,
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditRow = v.InferOutput<typeof auditRow>;
/** GET /api/backoffice/audit/ (paged). */
export const auditRows = v.array(auditRow);

/** What a back-office mutation answers: the id and the status after the action. */
export const actionResult = v.strictObject({
  id: int,
  status: v.picklist([
    'processed',
    'approved',
    'rejected',
    'new',
    'cancelled',
    'active',
    'inactive',
    'retired',
    'linked',
    'unlinked',
  ]),
});
