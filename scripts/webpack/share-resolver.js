// Module Federation runtime plugin of every app (create-config.js `runtimePlugins`).
// A singleton is chosen among the providers in the share scope: the loaded one, else the highest
// version. A remote built against another major of the shared package provides its 2.0.0 copies;
// nothing loaded yet, 2.0.0 is the highest, and every other remote (^1.0.0) was refused with it.
// Here, while nothing is loaded, the highest provider that satisfies the consumer's `^x.y.z` is
// chosen instead; a loaded singleton stays the one answer (then the runtime's own version check
// refuses the consumer as before), so the refused remote alone gets the fallback.

/** `^M.m.p` (M ≥ 1) → [M, m, p]; anything else → null (left to the runtime). */
function caret(range) {
  const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  return m && Number(m[1]) >= 1 ? m.slice(1).map(Number) : null;
}

function parse(version) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m ? m.slice(1).map(Number) : null;
}

function cmp(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Exported for the unit test. */
export function satisfiesCaret(version, range) {
  const v = parse(version);
  const r = caret(range);
  return Boolean(v && r && v[0] === r[0] && cmp(v, r) >= 0);
}

const inUse = (s) => Boolean(s && (s.loaded || s.loading || s.lib));

/** The version a singleton consumer should get, or null to keep the runtime's choice. */
export function pickSingleton(versions, chosen, required) {
  if (typeof required !== 'string' || !caret(required)) return null;
  if (satisfiesCaret(chosen, required)) return null;
  if (Object.values(versions).some(inUse)) return null;
  let best = null;
  for (const v of Object.keys(versions)) {
    if (satisfiesCaret(v, required) && (!best || cmp(parse(v), parse(best)) > 0)) best = v;
  }
  return best;
}

export default function shareResolver() {
  return {
    name: 'fund-share-resolver',
    resolveShare(args) {
      const config = args.shareInfo?.shareConfig;
      const versions = args.shareScopeMap?.[args.scope]?.[args.pkgName];
      if (!config?.singleton || !versions) return args;
      const best = pickSingleton(versions, args.version, config.requiredVersion);
      if (best) args.resolver = () => ({ shared: versions[best], useTreesShaking: false });
      return args;
    },
  };
}
