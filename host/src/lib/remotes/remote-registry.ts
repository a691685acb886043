import type { RemotesConfig } from '@fund/shared/contracts';
import type { RemoteLoadOutcome } from '@fund/shared/schemas/remote-loads';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { reportRemoteLoad } from './api/load-report';
import { resiliencePlugin, startLoad } from './resilience';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteTimeoutError, withTimeout } from './timeout';

let config: Promise<RemotesConfig> | null = null;
const failed = new Set<string>();

const SHARED = '@fund/shared/';
/** The name of the error the version rule refuses a remote with (shared-skew.ts). */
export const SHARED_SKEW = 'SharedSkewError';

interface SnapshotArgs {
  options: { name: string; shared: Record<string, { version?: string; from?: string }[]> };
  moduleInfo: { name: string };
  manifestJson?: { shared?: { name: string; requiredVersion?: string }[] };
}

/**
 * A runtime plugin: once a remote's manifest is fetched, before its entry loads, a `@fund/shared`
 * module it needs other than as `^<the host's version>` goes to the version rule (shared-skew.ts,
 * loaded only then), which refuses a version the host does not provide.
 */
export const skewPlugin = {
  name: 'fund-shared-skew',
  async loadRemoteSnapshot<T extends SnapshotArgs>(args: T): Promise<T> {
    const { name, shared } = args.options;
    const provided = Object.entries(shared)
      .flatMap(([key, list]) => (key.startsWith(SHARED) ? list : []))
      .find((s) => s.from === name)?.version;
    const other = (args.manifestJson?.shared ?? []).filter(
      (s) => s.name.startsWith(SHARED) && s.requiredVersion !== `^${provided}`,
    );
    if (provided && other.length)
      (await import('./shared-skew')).checkShared(args.moduleInfo.name, other, provided);
    return args;
  },
};

/**
 * Reads `/remotes.json` (written at deploy time, never cached) and registers the remotes with
 * the federation runtime once per page, with the version rule of `@fund/shared` (shared-skew.ts)
 * and the retries of resilience.ts.
 * No remote URL is compiled into the host.
 */
function ensureRemotes(timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemotesConfig> {
  if (!config) {
    getInstance()?.registerPlugins([skewPlugin as never, resiliencePlugin as never]);
    config = fetch('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
      .then((r) => {
        if (!r.ok) throw new Error(`remotes.json: HTTP ${r.status}`);
        return r.json() as Promise<RemotesConfig>;
      })
      .then((remotes) => {
        registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string })));
        return remotes;
      })
      .catch((e: unknown) => {
        config = null;
        throw e;
      });
  }
  return config;
}

/**
 * Loads an exposed module's default export; rejects when the remote is down, refused, or does
 * not answer within `timeoutMs` (manifest, entry and module together). A remote that failed
 * before its entry loaded is registered again (force) so a retry really fetches it anew (a
 * manifest request left pending is dropped). Not once its entry has loaded (late, after the
 * timeout): the runtime's `removeRemote` then deletes the shared modules that remote registered
 * and resets its share scope, while its already-run entry is not run again, so every retry would
 * fail (the curated singletons came out as "Version 0 from 0"). Such a retry reuses the entry.
 * Each load's time and outcome go to the API's metrics (`remote_load_seconds`).
 */
export async function loadRemoteComponent<P>(
  id: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<ComponentType<P>> {
  const remotes = await ensureRemotes(timeoutMs);
  const name = id.split('/')[0] as keyof RemotesConfig;
  const entry = remotes[name];
  if (!entry) throw new Error(`${name}: not in remotes.json`);
  if (failed.has(name)) {
    if (!getInstance()?.moduleCache.has(name)) registerRemotes([{ name, entry }], { force: true });
    failed.delete(name);
  }
  const started = performance.now();
  startLoad(name, timeoutMs);
  const report = (outcome: RemoteLoadOutcome) =>
    reportRemoteLoad({ remote: name, outcome, ms: Math.round(performance.now() - started) });
  try {
    const mod = await withTimeout(loadRemote<{ default: ComponentType<P> }>(id), timeoutMs, id);
    if (!mod?.default) throw new Error(`${id}: no default export`);
    report('loaded');
    return mod.default;
  } catch (e) {
    failed.add(name);
    if (/does not satisfy the requirement of/.test(String(e))) dropSharedOf(name);
    report(
      e instanceof RemoteTimeoutError ? 'timeout' : (e as Error)?.name === SHARED_SKEW ? 'refused' : 'failed',
    );
    throw e;
  }
}

/**
 * Starts loading a remote page before it is rendered (the start sequence, once the permissions
 * say which page the user lands on): its remote list, manifest, entry and chunks then load while
 * the rest of the start sequence runs. `RemotePage` gets the same module from the runtime; a
 * failure here is its failure to report (and retry).
 */
export function preloadRemoteComponent(id: string): void {
  loadRemoteComponent(id).catch(() => undefined);
}

interface ShareEntry {
  from?: string;
  useIn?: string[];
}

/**
 * A remote refused by the version rule has registered its shared modules and, before the refusal,
 * loaded some (its exposed chunk requests them together). A key the host has not loaded would
 * keep that copy as the singleton (loaded first), e.g. the 2.0.0 `@fund/shared/format` of a
 * remote built against shared 2.x, and refuse every other remote (^1.0.0). Its entries go, unless
 * another app already uses them; the host's and the other remotes' stay.
 */
type Scopes = Record<string, Record<string, Record<string, ShareEntry>>>;

export function dropSharedOf(name: string, scopes = getInstance()?.shareScopeMap as Scopes | undefined) {
  for (const scope of Object.values(scopes ?? {})) {
    for (const versions of Object.values(scope)) {
      for (const [version, entry] of Object.entries(versions)) {
        if (entry?.from !== name) continue;
        if ((entry.useIn ?? []).some((user) => user !== name)) continue;
        delete versions[version];
      }
    }
  }
}
