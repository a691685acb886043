import type { RemotesConfig } from '@fund/shared/contracts';
import type { RemoteLoadOutcome } from '@fund/shared/schemas/remote-loads';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { reportRemoteLoad } from './api/load-report';
import { resiliencePlugin } from './resilience';
import { REMOTE_LOAD_TIMEOUT_MS, withTimeout } from './timeout';

/** The remote list, read and registered (each remote at the URL releases.ts picks, if any). */
let config: Promise<void> | null = null;

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
      (await import(/* webpackChunkName: "remotes-lazy" */ './shared-skew')).checkShared(
        args.moduleInfo.name,
        other,
        provided,
      );
    return args;
  },
};

/**
 * Reads `/remotes.json` (written at deploy time, never cached; bounded and retried as a manifest,
 * resilience.ts) and registers the remotes with
 * the federation runtime once per page, with the version rule of `@fund/shared` (shared-skew.ts)
 * and the retries of resilience.ts. A remote with a canary, or a staff member's preview, gets the
 * URL releases.ts picks.
 * No remote URL is compiled into the host.
 */
function ensureRemotes(): Promise<void> {
  if (!config) {
    getInstance()?.registerPlugins([skewPlugin as never, resiliencePlugin as never]);
    config = resiliencePlugin
      .fetch('/remotes.json')
      .then((r) => {
        if (!r.ok) throw new Error(`remotes.json: HTTP ${r.status}`);
        return r.json() as Promise<RemotesConfig>;
      })
      // A canary or preview origins in the list: releases.ts picks each URL (its code loads then only).
      .then((remotes) =>
        Object.values(remotes).every((e) => typeof e === 'string')
          ? (remotes as Record<string, string>)
          : import(/* webpackChunkName: "remotes-lazy" */ './releases').then((m) =>
              m.resolveReleases(remotes),
            ),
      )
      .then((urls) => registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry }))))
      .catch((e: unknown) => {
        config = null;
        throw e;
      });
  }
  return config;
}

/**
 * Loads an exposed module's default export; rejects when the remote is down, refused, or does
 * not answer within `timeoutMs` (manifest, entry and module together). A retry loads anew: the
 * runtime's attempts end before the page's timeout (resilience.ts), and when they fail the runtime drops
 * what it cached of the load itself (the manifest's and the entry's loading promises), so the
 * remote is not registered again (`registerRemotes(…, { force })` after its entry ran deleted the
 * shared modules it registered and reset its share scope while the entry was not run again: the
 * curated singletons came out as "Version 0 from 0").
 * Each load's time and outcome go to the API's metrics (`remote_load_seconds`).
 */
export async function loadRemoteComponent<P>(
  id: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<ComponentType<P>> {
  const started = performance.now();
  // A remote missing from the list fails in the runtime (reported as failed).
  await ensureRemotes();
  const name = id.split('/')[0] as Exclude<keyof RemotesConfig, 'previewOrigins'>;
  const report = (outcome: RemoteLoadOutcome) =>
    reportRemoteLoad({ remote: name, outcome, ms: Math.round(performance.now() - started) });
  try {
    const mod = await withTimeout(loadRemote<{ default: ComponentType<P> }>(id), timeoutMs, id);
    if (!mod?.default) throw new Error(`${id}: no default export`);
    report('loaded');
    return mod.default;
  } catch (e) {
    // What the failure was (a skewed remote's shared modules dropped first): judged by lazy code.
    report((await import(/* webpackChunkName: "remotes-lazy" */ './shared-skew')).failureOf(name, e));
    throw e;
  }
}

/**
 * Starts loading a remote page before it is rendered (the start sequence, once the permissions
 * say which page the user lands on): its remote list, manifest, entry and chunks then load while
 * the rest of the start sequence runs. `RemotePage` gets the same module from the runtime; a
 * failure here is its failure to report (and retry), and its time counted in the page's load.
 */
export function preloadRemoteComponent(id: string): void {
  ensureRemotes()
    .then(() => loadRemote(id))
    .catch(() => undefined);
}
