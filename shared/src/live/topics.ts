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
