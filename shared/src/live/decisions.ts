import { notifications } from '@mantine/notifications';
import { api, unwrap } from '../api';
import { decisionTexts } from '../i18n/decisions/texts';
import type { LiveChange } from './topics';

/**
 * A staff decision on the user's own request as a toast (issue 39). Loaded with the first decision
 * the stream brings (`useLiveEvents`), so the first view carries neither it nor its texts.
 */

/** A decision's toast stays as long as an error's (the spec's 8 s). */
const TOAST_MS = 8000;

/** The toast of a staff decision on the user's own request, or undefined. */
export function decisionText(change: LiveChange): string | undefined {
  return change.status
    ? (decisionTexts as Record<string, Record<string, string>>)[change.entity]?.[change.status]
    : undefined;
}

/** The owner's own list of each decided entity (docs/backoffice.md), where its `reject_reason` is read. */
const OWN_LISTS: Record<string, string> = {
  deposit_requests: '/api/accounting/depositrequests/',
  cash_flows: '/api/accounting/cashflow/',
  payout_requests: '/api/accounting/payoutrequestsv2/',
  personal_funds_movements: '/api/accounting/playerfundflow/',
};

/** Where a rejection's reason is read (the owner's own list, through the normal API), or undefined. */
export function reasonList(change: LiveChange): string | undefined {
  return change.status === 'rejected' && change.id !== null ? OWN_LISTS[change.entity] : undefined;
}

/** The reason of the rejected row `id` in an owner's list answer (an array or `{data}`), or undefined. */
export function reasonIn(rows: unknown, id: number): string | undefined {
  const list = Array.isArray(rows) ? rows : (rows as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return undefined;
  const row = list.find((r: { id?: unknown }) => r?.id === id) as { reject_reason?: unknown } | undefined;
  return typeof row?.reject_reason === 'string' && row.reject_reason ? row.reject_reason : undefined;
}

/** «Выплата отклонена: причина…» once the reason is known; the decision alone otherwise. */
export function withReason(text: string, reason: string | undefined): string {
  return reason ? `${text}: ${reason}` : text;
}

/**
 * The toast of a decision, a rejection with its reason, read from the owner's own list through the
 * normal API (the event names the row, never its data). A list that cannot be read, or no longer
 * holds the row, leaves the decision alone. No toast for a change that is no decision of these.
 */
export async function showDecision(change: LiveChange): Promise<void> {
  const text = decisionText(change);
  if (!text) return;
  const list = reasonList(change);
  const reason =
    list && change.id !== null
      ? await api.get<unknown>(list, { silent: true }).then(
          (body) => reasonIn(unwrap(body), change.id as number),
          () => undefined,
        )
      : undefined;
  notifications.show({
    color: change.status === 'rejected' ? 'red' : 'green',
    message: withReason(text, reason),
    autoClose: TOAST_MS,
  });
}
