import * as v from 'valibot';
import { backofficeTexts } from '../i18n/backoffice/texts';
import { BACKOFFICE_LIMITS, BACKOFFICE_PAGE_SIZES, MIN_CASH_MOVEMENT } from '../i18n/ru';
import {
  body,
  EXPORT_FORMATS,
  id,
  idText,
  isCalendarDate,
  MONEY_MAX,
  messages,
  money,
  pageText,
  requiredText,
  text,
} from './common';

/**
 * The back-office contract (issue 16): request schemas of every staff route under
 * `/api/backoffice/` and the shapes they answer. Routes and errors: docs/backoffice.md.
 * Every list answers `{success: true, data: Row[], count}` (count = all rows of the filter).
 */

export const BACKOFFICE_TEXT = backofficeTexts;

export const BACKOFFICE_DEFAULT_PAGE_SIZE = 20;

// ---------- query parameters (query strings are strings) ----------

const ISO_DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD', a real calendar day (the shared dates rule); inclusive bound of a created date (UTC). */
export const dayText = v.pipe(
  v.string(messages.isoDateFormat),
  v.check((value) => {
    const match = ISO_DAY_RE.exec(value);
    return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  }, messages.isoDateFormat),
);

const pageEntries = {
  page: pageText(),
  per_page: v.optional(
    v.pipe(
      v.picklist(BACKOFFICE_PAGE_SIZES.map(String), BACKOFFICE_TEXT.perPage),
      v.transform((value) => Number(value)),
    ),
    '20' as const,
  ),
};

/** A queue's filters besides the status. */
const queueFilterEntries = {
  /** A player's user id. */
  player: v.optional(idText()),
  date_from: v.optional(dayText),
  date_to: v.optional(dayText),
};

interface DateRange {
  date_from?: string;
  date_to?: string;
}

/** date_from ≤ date_to, reported on `date_to`. */
export function dateOrder<T extends DateRange>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { date_from: from, date_to: to } = dataset.value;
    if (from === undefined || to === undefined || from <= to) return;
    addIssue({
      message: BACKOFFICE_TEXT.badDateRange,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: dataset.value as Record<string, unknown>,
          key: 'date_to',
          value: to,
        },
      ],
    });
  });
}

/**
 * A queue's query: status (`fallback` unless given, 'all' = every status), player, dates, and
 * `more` (the list's paging, or the export's format).
 */
function queueSchema<const S extends readonly [string, ...string[]], const M extends v.ObjectEntries>(
  statuses: S,
  fallback: S[number] | 'all',
  more: M,
) {
  const status = v.optional(v.picklist([...statuses, 'all'] as [...S, 'all'], messages.invalidValue));
  return v.pipe(
    body({ ...more, ...queueFilterEntries, status }),
    v.transform((query) => ({ ...query, status: query.status ?? fallback })),
    dateOrder(),
  );
}

/** The page, or `after` — the id of the previous page's last row (issue 43: a keyset cursor, the page is the next `per_page` rows, `page` is not read). */
const cursorEntries = { ...pageEntries, after: v.optional(idText(BACKOFFICE_TEXT.cursor)) };

/** A queue list's query (issue 43): its filters, and the page or the cursor. */
const cursorQueueQuery = <const S extends readonly [string, ...string[]]>(
  statuses: S,
  fallback: S[number] | 'all',
) => queueSchema(statuses, fallback, cursorEntries);

/** A queue export's query (issue 40): the list's filters (no paging) and the file's format. */
const queueExportQuery = <const S extends readonly [string, ...string[]]>(
  statuses: S,
  fallback: S[number] | 'all',
) =>
  queueSchema(statuses, fallback, {
    format: v.optional(v.picklist(EXPORT_FORMATS, messages.invalidValue), 'xlsx'),
  });

export const DEPOSIT_REQUEST_STATUSES = ['pending', 'processed', 'rejected', 'deleted'] as const;
export const CASH_FLOW_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** 'approved' = settled and paid. */
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PERSONAL_FUNDS_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TRANSFER_STATUSES = ['new', 'held', 'sent', 'received', 'cancelled'] as const;

export const depositRequestsQuery = cursorQueueQuery(DEPOSIT_REQUEST_STATUSES, 'pending');
export const cashFlowsQuery = cursorQueueQuery(CASH_FLOW_STATUSES, 'pending');
export const payoutRequestsQuery = cursorQueueQuery(PAYOUT_STATUSES, 'pending');
export const personalFundsQuery = cursorQueueQuery(PERSONAL_FUNDS_STATUSES, 'pending');
/** Transfers: status defaults to 'all' here (the list of what the fund assigned). */
export const transfersQuery = cursorQueueQuery(TRANSFER_STATUSES, 'all');

/**
 * GET /api/backoffice/<queue>/export/ (issue 40): each queue's filters (no paging) and the file's
 * format, the list's defaults.
 */
export const payoutExportQuery = queueExportQuery(PAYOUT_STATUSES, 'pending');
export const depositRequestsExportQuery = queueExportQuery(DEPOSIT_REQUEST_STATUSES, 'pending');
export const cashFlowsExportQuery = queueExportQuery(CASH_FLOW_STATUSES, 'pending');
export const personalFundsExportQuery = queueExportQuery(PERSONAL_FUNDS_STATUSES, 'pending');
export const transfersExportQuery = queueExportQuery(TRANSFER_STATUSES, 'all');
/** Any queue's parsed filters (its export's). */
export interface QueueFilterQuery {
  player?: number;
  date_from?: string;
  date_to?: string;
  status: string;
}
/** Any queue's parsed query. */
export interface QueueQuery extends QueueFilterQuery {
  page: number;
  per_page: number;
  /** The keyset cursor: the id of the previous page's last row. */
  after?: number;
}

export const USER_ROLES = ['player', 'curator', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const usersQuery = body({
  ...pageEntries,
  /** Part of the username, case-insensitive. */
  search: v.optional(v.pipe(v.string(), v.maxLength(BACKOFFICE_LIMITS.search, BACKOFFICE_TEXT.searchMax))),
  role: v.optional(v.picklist(USER_ROLES, messages.invalidValue)),
  active: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], messages.boolean),
      v.transform((value) => value === 'true'),
    ),
  ),
});
export type UsersQuery = v.InferOutput<typeof usersQuery>;

export const messagesQuery = body({
  ...pageEntries,
  active: v.optional(v.picklist(['true', 'false', 'all'], messages.invalidValue), 'all'),
});

export const AUDIT_ENTITIES = [
  'deposit_request',
  'cash_flow',
  'payout_request',
  'personal_funds',
  'transfer',
  'web_message',
  'user',
  'curator_link',
  'contract_terms',
  'settlement_statement',
  'settlement_dispute',
  'settlement_settings',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'deposit_request.process',
  'deposit_request.reject',
  'cash_flow.approve',
  'cash_flow.reject',
  'payout_request.settle',
  'payout_request.reject',
  'personal_funds.approve',
  'personal_funds.reject',
  'transfer.create',
  'transfer.cancel',
  'web_message.create',
  'web_message.update',
  'web_message.retire',
  'user.activate',
  'user.deactivate',
  'curator_link.create',
  'curator_link.delete',
  'contract_terms.set',
  'settlement_statement.close',
  'settlement_statement.accept',
  'settlement_statement.dispute',
  'settlement_dispute.answer',
  'settlement_statement.pay',
  'settlement_settings.set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditFilterEntries = {
  actor: v.optional(idText()),
  action: v.optional(v.picklist(AUDIT_ACTIONS, messages.invalidValue)),
  entity: v.optional(v.picklist(AUDIT_ENTITIES, messages.invalidValue)),
  entity_id: v.optional(idText()),
  date_from: v.optional(dayText),
  date_to: v.optional(dayText),
};
export const auditQuery = v.pipe(body({ ...cursorEntries, ...auditFilterEntries }), dateOrder());
/** The audit log's filters. */
export type AuditFilterQuery = Omit<v.InferOutput<typeof auditQuery>, 'page' | 'per_page' | 'after'>;

/** GET /api/backoffice/audit/export/ (issue 40): the audit log's filters (no paging) and the format. */
export const auditExportQuery = v.pipe(
  body({
    ...auditFilterEntries,
    format: v.optional(v.picklist(EXPORT_FORMATS, messages.invalidValue), 'xlsx'),
  }),
  dateOrder(),
);
export type AuditExportQuery = v.InferOutput<typeof auditExportQuery>;

// ---------- bodies ----------

const reason = v.pipe(requiredText(), v.maxLength(BACKOFFICE_LIMITS.reason, BACKOFFICE_TEXT.reasonMax));
const comment = v.optional(v.pipe(text(), v.maxLength(BACKOFFICE_LIMITS.reason, BACKOFFICE_TEXT.commentMax)));

/** Any reject: a reason the player will read. */
export const rejectSchema = body({ reason });
export type Reject = v.InferOutput<typeof rejectSchema>;

/** Approve without anything to add (cash flows, personal funds): `{}` or `{comment}`. */
export const approveSchema = body({ comment });

/**
 * Process a deposit request: `amount` (room currency) defaults to the requested amount; the
 * effective amount must be > 0.
 */
export const processDepositSchema = body({
  amount: v.optional(money({ min: MIN_CASH_MOVEMENT, minMessage: messages.minAmount })),
  comment,
});
export type ProcessDeposit = v.InferOutput<typeof processDepositSchema>;

/** Settle a payout request: the amount (room currency, ≥ 0) for every room account of the request. */
export const settlePayoutSchema = body({
  items: v.pipe(
    v.array(body({ account_record_id: id(), amount: money({ min: '0', minMessage: messages.nonNegative }) })),
    v.minLength(1, messages.required),
    v.maxLength(100, messages.invalidValue),
  ),
  comment,
});
export type SettlePayout = v.InferOutput<typeof settlePayoutSchema>;

/** A transfer the fund assigns: from one player's room account to another's in the same room. */
export const createTransferSchema = body({
  sender_account_record_id: id(),
  receiver_account_record_id: id(),
  amount: money({ min: MIN_CASH_MOVEMENT, minMessage: messages.minAmount, max: MONEY_MAX.movement }),
  comment,
});
export type CreateTransfer = v.InferOutput<typeof createTransferSchema>;

export const WEB_MESSAGE_TYPES = ['info', 'warning', 'error', 'success'] as const;
export const WEB_MESSAGE_AUDIENCES = ['all', 'player', 'curator'] as const;

const messageText = v.pipe(
  requiredText(),
  v.maxLength(BACKOFFICE_LIMITS.message, BACKOFFICE_TEXT.messageMax),
);
const messageType = v.picklist(WEB_MESSAGE_TYPES, messages.invalidValue);
const audience = v.picklist(WEB_MESSAGE_AUDIENCES, messages.invalidValue);

export const createMessageSchema = body({
  type: messageType,
  text: messageText,
  audience: v.optional(audience),
});
export type CreateMessage = v.InferOutput<typeof createMessageSchema>;

export const updateMessageSchema = v.pipe(
  body({ type: v.optional(messageType), text: v.optional(messageText), audience: v.optional(audience) }),
  v.check((update) => Object.keys(update).length > 0, messages.nothingToUpdate),
);
export type UpdateMessage = v.InferOutput<typeof updateMessageSchema>;

export const curatorLinkSchema = body({ curator_id: id(), student_id: id() });

/** Path `:id`, `:curatorId`, `:studentId`. */
export const curatorLinkParams = body({ curatorId: idText(), studentId: idText() });

/** Player side: mark notifications read (no ids = all). */
export const readNoticesSchema = body({
  ids: v.optional(v.pipe(v.array(id(), messages.invalidValue), v.maxLength(100, messages.invalidValue))),
});

// ---------- answers ----------

export type { UserRef } from './answer';
/** The answers' types (their schemas: `backoffice-responses`). */
export type {
  AuditRow,
  BackofficeAccountRow,
  BackofficeCounts,
  BackofficeUserRow,
  CashFlowRow,
  Decision,
  DepositRequestRow,
  OnboardingFormAnswer,
  PayoutRequestRow,
  PersonalFundsRow,
  PlayerNotices,
  TransferRow,
  WebMessageRow,
} from './backoffice-responses';

export const NOTICE_KINDS = [
  'deposit_request.processed',
  'deposit_request.rejected',
  'cash_flow.approved',
  'cash_flow.rejected',
  'payout_request.approved',
  'payout_request.rejected',
  'personal_funds.approved',
  'personal_funds.rejected',
  'transfer.created',
  'settlement_statement.closed',
  'settlement_dispute.answered',
  'settlement_statement.paid',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
