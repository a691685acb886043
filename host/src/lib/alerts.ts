import type { SystemMessage } from '@fund/shared/schemas/shell-responses';

export const ALERTS_KEY = 'alerts';

const COLORS: Record<SystemMessage['type'], string> = {
  info: 'blue',
  warning: 'yellow',
  error: 'red',
  success: 'green',
};
export const alertColor = (type: string): string => COLORS[type as SystemMessage['type']] ?? 'blue';

/** Messages not seen before (ids in local storage 'alerts'); the seen list becomes the current ids. */
export function takeUnseen(
  messages: SystemMessage[],
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): SystemMessage[] {
  let seen: unknown = [];
  try {
    seen = JSON.parse(storage.getItem(ALERTS_KEY) ?? '[]');
  } catch {
    seen = [];
  }
  const seenIds = new Set(Array.isArray(seen) ? seen : []);
  const unseen = messages.filter((m) => !seenIds.has(m.id));
  storage.setItem(ALERTS_KEY, JSON.stringify(messages.map((m) => m.id)));
  return unseen;
}
