import type { QueryKey } from '@tanstack/react-query';
import { shellKeys } from '../query';
import { narrowedKeys } from '../query/narrow';

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
  money: [['player', 'history'], ['backoffice'], shellKeys.backofficeCounts()],
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

/**
 * What a topic's change refreshes besides TOPIC_KEYS while no page has named it more narrowly
 * (`narrowTopic` in `@fund/shared/query`): the whole player dashboard's money, which a money
 * change may have moved.
 */
const BROAD: Record<string, readonly QueryKey[]> = { money: [['player', 'dashboard', 'money']] };

const keysOfChange = async (change: LiveChange): Promise<readonly QueryKey[]> => [
  ...(TOPIC_KEYS[change.topic] ?? []),
  ...((await narrowedKeys(change.topic)?.(change)) ?? BROAD[change.topic] ?? []),
];

/** The prefixes a batch of changes refreshes, each once (a prefix already covered is left out). */
export async function keysFor(changes: readonly LiveChange[]): Promise<QueryKey[]> {
  const keys: QueryKey[] = [];
  const covers = (prefix: QueryKey, key: QueryKey) => prefix.every((part, i) => key[i] === part);
  const all = (await Promise.all(changes.map(keysOfChange))).flat();
  for (const key of [...all].sort((a, b) => a.length - b.length)) {
    if (!keys.some((kept) => covers(kept, key))) keys.push(key);
  }
  return keys;
}

/** An event about the account's protection (a new device signed in): a notice until closed. */
export const isSecurityNotice = (change: LiveChange): boolean => change.topic === 'security';
