// Curated shared modules (docs/performance.md "Bundles"). A library shared whole is never
// tree-shaken (@mantine/core alone is 170 KB gz). Instead:
// - the host imports these libraries directly (tree-shaken: /login carries only what it renders)
//   and provides, for the remotes, one module of the shared package that re-exports the names the
//   apps and the @mantine packages import (shared/src/curated/*.ts, `node scripts/curate.mjs`).
//   That module runs in the host's webpack runtime, so it reuses the host's module instances
//   (one MantineProvider context, one router context) and loads only what the host lacks;
// - a remote consumes `@mantine/core` etc. as that module (its own copy is only the fallback
//   for a standalone run). One singleton per library under its own share key, versioned with the
//   shared package: a remote built against a longer list (a newer shared minor) is refused by an
//   older host, like any newer shared export.
const fs = require('node:fs');
const path = require('node:path');

/**
 * `CURATED=0` builds without the mechanism (issue 45 item 6, the on/off bench): each library shared
 * whole as a plain singleton, no late module, no loader rewrite, no first-view chunk. For
 * measuring only; the product is built with it.
 */
const OFF = process.env.CURATED === '0';

/** Library → file name in shared/src/curated. */
const CURATED = OFF
  ? {}
  : {
      '@mantine/core': 'mantine-core',
      '@mantine/dates': 'mantine-dates',
      '@mantine/hooks': 'mantine-hooks',
      'react-router-dom': 'react-router-dom',
      valibot: 'valibot',
    };
const CURATED_DIR = path.join(__dirname, '../../shared/src/curated');

/**
 * Components the player's dashboard, the first view after sign-in, renders only in its dialogs
 * (NumberInput alone brings react-number-format), and the forms of other pages: a second curated
 * module per library (`<file>-late.ts`), which the first view does not load. A remote's own
 * imports of these names are rewritten to `@fund/late/<library>` (./late-imports-loader.js) and
 * consumed from the host like the first module, so the chunk that renders one (a lazy dialog, the
 * scheduler's filters) loads it with its own code; the @mantine packages a remote compiles
 * (charts; dates in a standalone run) are rewritten the same way. Adding a name here:
 * `node scripts/curate.mjs`, then a minor bump.
 */
const LATE = OFF
  ? {}
  : {
      '@mantine/core': [
        'Checkbox',
        'Container',
        'Fieldset',
        'FileInput',
        'Grid',
        'Menu',
        'Modal',
        'MultiSelect',
        'NumberInput',
        'Popover',
        'Progress',
        'Rating',
        'SegmentedControl',
        'Select',
        'Stepper',
        'Textarea',
        'Tooltip',
      ],
    };
const LATE_PREFIX = '@fund/late/';

/** The curated module imports the real library as `@fund/full/<name>` (types/curated.d.ts). */
function curatedAliases() {
  const alias = {};
  for (const pkg of Object.keys(CURATED)) alias[`@fund/full/${pkg}$`] = pkg;
  return alias;
}

/** The curated file of a library, or (`late`) of its late names. */
function curatedFile(pkg, late = false) {
  return path.join(CURATED_DIR, `${CURATED[pkg]}${late ? '-late' : ''}.ts`);
}

/** The names a curated file re-exports (none when the file does not exist). */
function curatedNames(pkg, late = false) {
  const file = curatedFile(pkg, late);
  if (!fs.existsSync(file)) return new Set();
  const text = fs.readFileSync(file, 'utf8');
  const m = /export\s*\{([^}]*)\}/.exec(text);
  return new Set(
    (m ? m[1] : '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/**
 * Share entries. A remote: `import X from '@mantine/core'` is served by the curated module. The
 * host: keyed by the curated file's path, which no module imports, so the host only provides it
 * and its own imports of the library stay direct.
 *
 * A production remote only consumes (`import: false`): the host is the one provider. Nothing in
 * the host loads the curated module, so any provider a remote adds competes with the host's:
 * - a remote built against shared 2.0.0 would provide its curated 2.0.0, the singleton rule picks
 *   the highest version, and every other remote (needing ^1.0.0) is refused too;
 * - a remote providing the same version replaces the host's entry (the runtime prefers the later
 *   name), and the retry of a failed remote (`registerRemotes(…, { force: true })`) deletes every
 *   entry that remote provided: the host's curated module is gone ("Version 0 from 0").
 * A development build (`webpack serve`) keeps its own copy, for the standalone run of a remote.
 */
function curatedShared(deps, share, { isHost = false, provide = true } = {}) {
  const out = {};
  for (const pkg of Object.keys(CURATED)) {
    if (!deps[pkg]) continue;
    const curated = curatedFile(pkg);
    const shareKey = `@fund/curated/${pkg}`;
    if (isHost) out[curated] = { ...share, import: curated, shareKey };
    else out[pkg] = { ...share, import: provide ? curated : false, shareKey };
    if (!LATE[pkg]) continue;
    const late = curatedFile(pkg, true);
    const lateKey = `${shareKey}/late`;
    if (isHost) out[late] = { ...share, import: late, shareKey: lateKey };
    else out[`${LATE_PREFIX}${pkg}`] = { ...share, import: provide ? late : false, shareKey: lateKey };
  }
  return out;
}

/**
 * Fails the build when any module of the app (its code or a library) imports from a curated
 * library a name the curated file lacks: at run time it would be `undefined`.
 */
class CuratedCheckPlugin {
  /** `isHost`: the host imports the libraries directly, so a name of either curated list will do. */
  constructor({ isHost = false } = {}) {
    this.isHost = isHost;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CuratedCheckPlugin', (compilation) => {
      // After the chunk graph: only the modules the build keeps (a barrel's unused re-exports are gone).
      compilation.hooks.afterChunks.tap('CuratedCheckPlugin', () => {
        const lists = {};
        const missing = new Map();
        for (const module of compilation.modules) {
          if (compilation.chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
          for (const dep of module.dependencies || []) {
            const late = dep.request?.startsWith(LATE_PREFIX);
            const pkg = late ? dep.request.slice(LATE_PREFIX.length) : dep.request;
            if (!pkg || !CURATED[pkg] || !Array.isArray(dep.ids)) continue;
            const list = late ? `${pkg} (late)` : pkg;
            lists[list] ??= new Set([
              ...curatedNames(pkg, late),
              ...(this.isHost && !late ? curatedNames(pkg, true) : []),
            ]);
            const name = dep.ids[0];
            if (name === undefined || name === 'default') {
              if (dep.constructor.name.includes('Specifier')) missing.set(`${pkg} (namespace)`, module);
              continue;
            }
            if (!lists[list].has(name)) missing.set(`${list} ${name}`, module);
          }
        }
        for (const [what, module] of missing) {
          const error = new compiler.webpack.WebpackError(
            `${what} is not in the curated shared module (shared/src/curated): run \`node scripts/curate.mjs\` and bump shared/package.json's minor version (docs/performance.md)`,
          );
          error.module = module;
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = {
  CURATED,
  CURATED_OFF: OFF,
  CURATED_DIR,
  CuratedCheckPlugin,
  curatedAliases,
  curatedFile,
  curatedNames,
  curatedShared,
  LATE,
  LATE_PREFIX,
};
