/**
 * The version rule of `@fund/shared`, run before a remote's entry (issue 44): a remote whose
 * manifest needs a `@fund/shared` the host does not provide (another major, or a newer minor) is
 * refused with an error named SHARED_SKEW, whichever way the page is reached (deep link, reload,
 * menu). The runtime's own "does not satisfy" check fires only for a module the host loaded
 * first, and the curated modules are not in a remote's manifest: on a deep link the remote ran
 * and crashed. Loaded only for a manifest that needs another version than the host's own
 * (remote-registry.ts `skewPlugin`): the first view stays within its budget.
 */
import type { RemoteLoadOutcome } from '@fund/shared/schemas/remote-loads';
import { getInstance } from '@module-federation/enhanced/runtime';
import { SHARED_SKEW } from './remote-registry';
import { sectionNeedsNewShell } from './texts';
import { RemoteTimeoutError } from './timeout';

/** `provided` satisfies `^x.y.z` (x ≥ 1: the rule every build records); another range is the runtime's to judge. */
export function satisfiesVersion(required: string, provided: string): boolean {
  const [a, b, c] = required.slice(1).split('.').map(Number) as [number, number, number];
  const [x, y, z] = provided.split('.').map(Number) as [number, number, number];
  return required[0] !== '^' || (x === a && (y > b || (y === b && z >= c)));
}

/** Throws SHARED_SKEW when a `@fund/shared` module of `remote`'s manifest needs what `provided` is not. */
export function checkShared(remote: string, shared: { requiredVersion?: string }[], provided: string): void {
  for (const s of shared)
    if (!satisfiesVersion(s.requiredVersion ?? '', provided))
      throw Object.assign(new Error(`${remote} needs @fund/shared ${s.requiredVersion}`), {
        name: SHARED_SKEW,
        // What the section shows (remote-page.tsx): its words load with this rule, not in the first view.
        text: sectionNeedsNewShell,
      });
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

/** Loaded with the refusal or a render crash only (remote-page.tsx). */
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

/**
 * A failed load of remote `name` (remote-registry.ts, loaded with the failure: not in the first
 * view): the runtime's own refusal of a shared version drops the remote's shared modules as the
 * version rule's does; the outcome reported to the metrics.
 */
export function failureOf(name: string, e: unknown): RemoteLoadOutcome {
  if (/does not satisfy the requirement of/.test(String(e))) dropSharedOf(name);
  return e instanceof RemoteTimeoutError
    ? 'timeout'
    : (e as Error)?.name === SHARED_SKEW
      ? 'refused'
      : 'failed';
}
