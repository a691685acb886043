/**
 * The version rule of `@fund/shared`, run before a remote's entry (issue 44): a remote whose
 * manifest needs a `@fund/shared` the host does not provide (another major, or a newer minor) is
 * refused with an error named SHARED_SKEW, whichever way the page is reached (deep link, reload,
 * menu). The runtime's own "does not satisfy" check fires only for a module the host loaded
 * first, and the curated modules are not in a remote's manifest: on a deep link the remote ran
 * and crashed. Loaded only for a manifest that needs another version than the host's own
 * (remote-registry.ts `skewPlugin`): the first view stays within its budget.
 */
import { SHARED_SKEW } from './remote-registry';
import { sectionNeedsNewShell } from './texts';

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
