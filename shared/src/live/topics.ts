import type { QueryKey } from '@tanstack/react-query';
import { shellKeys } from '../query';
import { liveTexts } from './texts';

/** One event of `GET /api/events/`: what changed, never the data (docs/api.md "Live events"). */
export interface LiveChange {
  topic: string;
  entity: string;
  id: number | null;
  /** A staff decision on the user's own request (approved / rejected). */
  status?: string;
}

/**
 * The query-key prefixes each topic refreshes, in every remote's cache (the keys are prefixed
 * per remote, docs/contributing.md): only mounted queries refetch, the rest turn stale.
 */
const TOPIC_KEYS: Record<string, readonly QueryKey[]> = {
  money: [
    ['player', 'dashboard', 'money'],
    ['player', 'history'],
    ['backoffice'],
    shellKeys.backofficeCounts(),
  ],
  notices: [
    ['player', 'dashboard', 'notices'],
    [...shellKeys.all, 'notifications'],
  ],
  homework: [
    ['curator', 'homework'],
    ['curator', 'students'],
    [...shellKeys.all, 'notifications'],
  ],
  // The host shows a new one as a sticky toast (host/src/features/shell/live-messages.ts).
  messages: [shellKeys.messages(), ['backoffice', 'messages']],
  people: [
    shellKeys.permissions(),
    shellKeys.userInfo(),
    shellKeys.current(),
    ['curator', 'students'],
    ['backoffice'],
    shellKeys.backofficeCounts(),
  ],
  // A sign-in from a new device (migration 132): the owner's «Безопасность» page, and a notice.
  security: [shellKeys.security()],
};

/** The prefixes a batch of changes refreshes, each once (a prefix already covered is left out). */
export function keysFor(changes: readonly LiveChange[]): QueryKey[] {
  const keys: QueryKey[] = [];
  const covers = (prefix: QueryKey, key: QueryKey) => prefix.every((part, i) => key[i] === part);
  const all = changes.flatMap((change) => TOPIC_KEYS[change.topic] ?? []);
  for (const key of [...all].sort((a, b) => a.length - b.length)) {
    if (!keys.some((kept) => covers(kept, key))) keys.push(key);
  }
  return keys;
}

/** The toast of a staff decision on the user's own request, or undefined. */
export function decisionText(change: LiveChange): string | undefined {
  return change.status ? liveTexts.decisions[change.entity]?.[change.status] : undefined;
}

/** An event about the account's protection (a new device signed in): a notice until closed. */
export const isSecurityNotice = (change: LiveChange): boolean => change.topic === 'security';

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
