import type { SystemMessage } from '@fund/shared/schemas/shell-responses';

export const ALERTS_KEY = 'alerts';

const COLORS: Record<SystemMessage['type'], string> = {
  info: 'blue',
  warning: 'yellow',
  error: 'red',
  success: 'green',
};
export const alertColor = (type: string): string => COLORS[type as SystemMessage['type']] ?? 'blue';

type SeenStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The ids each user has seen on this browser: local storage 'alerts' holds `{ username: ids }`,
 * since «seen» is the user's, not the browser's (issue 35: a newbie signing in after a player on
 * one browser got none). The former single list of the browser reads as nothing seen.
 */
function seenByUser(storage: SeenStorage): Record<string, unknown> {
  try {
    const saved: unknown = JSON.parse(storage.getItem(ALERTS_KEY) ?? '{}');
    return saved && typeof saved === 'object' && !Array.isArray(saved)
      ? (saved as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The messages `user` has not seen on this browser. Reading marks nothing: see {@link markSeen}. */
export function unseenBy(user: string, messages: SystemMessage[], storage: SeenStorage): SystemMessage[] {
  const seen = seenByUser(storage)[user];
  const ids = new Set(Array.isArray(seen) ? seen : []);
  return messages.filter((m) => !ids.has(m.id));
}

/** Once the messages were shown to `user`: their seen list becomes the current ids (spec 01 §4). */
export function markSeen(user: string, ids: number[], storage: SeenStorage): void {
  storage.setItem(ALERTS_KEY, JSON.stringify({ ...seenByUser(storage), [user]: ids }));
}
