import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** A refresh token the API rotated, and the pair it gave for it. */
interface Rotation {
  from: string;
  access: string;
  refresh: string;
  at: number;
}
type Pair = Pick<Rotation, 'access' | 'refresh'>;

const KEY = 'rotations';
/** The last few rotations are enough: a tab's copy lags its neighbours by a moment, not by five. */
const KEEP = 5;
/** Older ones are of a pair long replaced (and useless: the API has rotated it since). */
const FRESH_MS = 5 * 60_000;

let store: UseStore | undefined;
/** The browser's IndexedDB store (`fund-auth`), or none where there is no IndexedDB. */
function rotations(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('fund-auth', 'rotations');
  return store;
}

const fresh = (list: Rotation[] | undefined, now: number) =>
  (list ?? []).filter((r) => now - r.at < FRESH_MS);

/**
 * The tabs' handoff of a rotated refresh token (issue 41 item 3). Local storage is not enough: each
 * tab's process keeps its own copy of it, updated a moment after another tab writes, so the tab that
 * takes the refresh lock next could still read the refresh token just rotated, send it again, and
 * the API takes that reuse for theft (the whole family revoked, every tab signed out; seen in the
 * e2e under load). IndexedDB is read from the one store of the browser: a read begun after a write
 * committed sees it. The lock holder records before it releases the lock; the next one looks here.
 */
export async function rotatedFrom(refresh: string): Promise<Pair | undefined> {
  const target = rotations();
  if (!target) return undefined;
  const found = fresh(await get<Rotation[]>(KEY, target), Date.now()).find((r) => r.from === refresh);
  return found && { access: found.access, refresh: found.refresh };
}

/** Records that `from` was rotated into `pair` (called under the refresh lock, so one writer). */
export async function recordRotation(from: string, pair: Pair): Promise<void> {
  const target = rotations();
  if (!target) return;
  const now = Date.now();
  const kept = fresh(await get<Rotation[]>(KEY, target), now).slice(-(KEEP - 1));
  await set(KEY, [...kept, { from, ...pair, at: now }], target);
}

/** Signed out: no pair of this browser's session is kept. */
export async function forgetRotations(): Promise<void> {
  const target = rotations();
  if (target) await del(KEY, target);
}
