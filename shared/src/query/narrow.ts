import type { QueryKey } from '@tanstack/react-query';

/** What a live change names (docs/api.md "Live events"): the table written and a staff decision. */
interface NamedChange {
  entity: string;
  status?: string;
}

/**
 * The keys one change refreshes, as the page showing its data names them (issue 45 item 2); a
 * promise when the page loads its list of what changes what on the first change.
 */
export type ChangedKeys = (change: NamedChange) => readonly QueryKey[] | Promise<readonly QueryKey[]>;

const narrowed = new Map<string, ChangedKeys>();

/**
 * From now on a live change of `topic` refreshes, besides what the topic always refreshes, only the
 * keys `keysOf` names for it (a deposit request: the requests and the account cards, not every
 * figure of the dashboard) instead of the topic's broad prefix (`keysFor` in `@fund/shared/live`);
 * the undo it returns puts the prefix back. `keysOf` must name everything the change may have
 * moved, wherever it is seen. Here, not in the live module, so a remote names its keys without
 * loading the stream's code.
 */
export function narrowTopic(topic: string, keysOf: ChangedKeys): () => void {
  narrowed.set(topic, keysOf);
  return () => {
    if (narrowed.get(topic) === keysOf) narrowed.delete(topic);
  };
}

/** The narrowing given for a topic, if any. */
export const narrowedKeys = (topic: string): ChangedKeys | undefined => narrowed.get(topic);
