// A remote's `import { Group, NumberInput } from '@mantine/core'` becomes
// `import { Group } from '@mantine/core'; import { NumberInput } from '@fund/late/@mantine/core';`:
// the names of the late curated module (curated.js `LATE`) are consumed from it, so the chunk that
// renders a NumberInput loads it, and the first view, which renders none, does not. Runs on the
// TypeScript source before swc; the line count is kept (source maps).
const { CURATED, curatedFile, curatedNames, LATE, LATE_PREFIX } = require('./curated');

/** `source` with the late names of `pkg` moved to their own import from `LATE_PREFIX + pkg`. */
function splitLateImports(source, pkg, late) {
  if (late.size === 0) return source;
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const re = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(["'])${quoted}\\2;?`, 'g');
  return source.replace(re, (whole, list) => {
    const main = [];
    const moved = [];
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec) continue;
      const name = spec.split(/\s+as\s+/)[0].trim();
      (late.has(name) ? moved : main).push(spec);
    }
    if (moved.length === 0) return whole;
    const lines = '\n'.repeat((whole.match(/\n/g) || []).length);
    const first = main.length ? `import { ${main.join(', ')} } from '${pkg}'; ` : '';
    return `${first}import { ${moved.join(', ')} } from '${LATE_PREFIX}${pkg}';${lines}`;
  });
}

/** webpack loader: every curated library with a late module. */
function lateImportsLoader(source) {
  let out = source;
  for (const pkg of Object.keys(LATE)) {
    // Most files (every @mantine/core file of its own) never name the library: nothing to read.
    if (!CURATED[pkg] || !source.includes(pkg)) continue;
    this.addDependency(curatedFile(pkg, true));
    out = splitLateImports(out, pkg, curatedNames(pkg, true));
  }
  return out;
}

module.exports = lateImportsLoader;
module.exports.splitLateImports = splitLateImports;
