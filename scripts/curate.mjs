// Writes the curated shared modules (shared/src/curated/*.ts, scripts/webpack/curated.js): for each
// library in CURATED, the runtime exports that any app (host/src, remote-*/src, shared/src) or any
// other @mantine package imports, re-exported from the real package. Run after adding an import of
// a new component, then bump shared/package.json's minor version (docs/performance.md "Bundles").
//   node scripts/curate.mjs          → rewrites the files
//   node scripts/curate.mjs --check  → exits 1 when a file is out of date
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { CURATED, curatedFile, LATE } = require('./webpack/curated.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = fs
  .readdirSync(root)
  .filter((d) => d === 'host' || d === 'shared' || d.startsWith('remote-'))
  .filter((d) => fs.existsSync(path.join(root, d, 'package.json')));

function walk(dir, test, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, test, out);
    else if (test(p)) out.push(p);
  }
  return out;
}

/** Named imports and re-exports of `pkg` in `source` (type-only names are dropped later). */
export function importedNames(source, pkg) {
  const names = new Set();
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const re = new RegExp(`(?:import|export)\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g');
  for (const m of source.matchAll(re)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.add(name);
    }
  }
  // `import * as v from 'valibot'`: the members used as `v.name`.
  const ns = new RegExp(`import\\s+\\*\\s+as\\s+(\\w+)\\s+from\\s*["']${quoted}["']`, 'g');
  for (const m of source.matchAll(ns)) {
    for (const use of source.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) names.add(use[1]);
  }
  return names;
}

const sources = apps.flatMap((app) =>
  walk(path.join(root, app, 'src'), (p) => /\.(tsx?|mjs|js)$/.test(p) && !/\.test\.|[\\/]test[\\/]/.test(p)),
);
const mantineDirs = new Set();
for (const app of apps) {
  const dir = path.join(root, app, 'node_modules/@mantine');
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir)) mantineDirs.add(fs.realpathSync(path.join(dir, name)));
}

/** `import { a, b as c } from "./x.mjs"` lines of a package's esm index: exported name → file. */
function indexFiles(dir) {
  const map = new Map();
  const text = fs.readFileSync(path.join(dir, 'esm/index.mjs'), 'utf8');
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        .trim();
      if (name) map.set(name, path.join(dir, 'esm', m[2]));
    }
  }
  return map;
}

/** Every file reachable from `start` through relative imports. */
function reach(start, seen = new Set()) {
  const todo = [...start];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)[^"']*?from\s*"(\.[^"]+)"|import\s*"(\.[^"]+)"/g)) {
      todo.push(path.resolve(path.dirname(file), m[1] ?? m[2]));
    }
  }
  return seen;
}

const dirOf = new Map([...mantineDirs].map((d) => [d.slice(d.lastIndexOf('@mantine')), d]));
const fromApps = {};
for (const pkg of Object.keys(CURATED)) {
  fromApps[pkg] = new Set();
  for (const f of sources)
    for (const n of importedNames(fs.readFileSync(f, 'utf8'), pkg)) fromApps[pkg].add(n);
}
// The @mantine files the apps can reach: what the curated lists re-export, and the whole of the
// @mantine packages shared as they are (notifications, charts, form). Grown to a fixed point, since
// a curated list (core) grows with what another (dates) reaches.
const lists = Object.fromEntries(Object.entries(fromApps).map(([k, v]) => [k, new Set(v)]));
/** The @mantine files reachable from the curated names (but `skip`) and from the other @mantine packages. */
function reachFrom(skip = new Set()) {
  const start = [];
  for (const [name, dir] of dirOf) {
    if (CURATED[name]) {
      const index = indexFiles(dir);
      for (const n of lists[name]) if (index.has(n) && !skip.has(n)) start.push(index.get(n));
    } else start.push(...walk(path.join(dir, 'esm'), (p) => p.endsWith('.mjs')));
  }
  return reach(start);
}
let reached = new Set();
for (let changed = true; changed; ) {
  changed = false;
  const files = reachFrom();
  reached = files;
  for (const pkg of Object.keys(CURATED)) {
    for (const f of files) {
      if (f.startsWith(`${dirOf.get(pkg) ?? '-'}${path.sep}`)) continue;
      for (const n of importedNames(fs.readFileSync(f, 'utf8'), pkg)) {
        if (!lists[pkg].has(n)) {
          lists[pkg].add(n);
          changed = true;
        }
      }
    }
  }
}

/**
 * Biome's order of exported names (so `biome check` accepts the generated file): by the first
 * letter ignoring case, capitalised first (`Card`, `createTheme`), then the rest ignoring case.
 */
function biomeOrder(a, b) {
  const key = (s) => [s[0].toLowerCase(), s[0] === s[0].toLowerCase() ? 1 : 0, s.slice(1).toLowerCase()];
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const outputs = [];
const lateNames = {};
/** The late curated files, written once their stylesheets are known (below). */
const lateFiles = [];
for (const pkg of Object.keys(CURATED)) {
  const runtime = await import(pathToFileURL(require.resolve(pkg, { paths: [path.join(root, 'host')] })));
  const all = [...lists[pkg]].filter((n) => n in runtime).sort(biomeOrder);
  // The late names (scripts/webpack/curated.js `LATE`): a remote's imports of them, its own and
  // those of the @mantine packages it compiles, are rewritten to the late module.
  const lateSet = new Set(LATE[pkg] ?? []);
  const late = all.filter((n) => lateSet.has(n));
  const names = all.filter((n) => !late.includes(n));
  lateNames[pkg] = late;
  const file = (list, what, css = []) =>
    [
      `// Generated by scripts/curate.mjs: the ${pkg} exports ${what}.`,
      '// Shared by the host instead of the whole library (a shared module is not tree-shaken);',
      '// adding a name: run `node scripts/curate.mjs`, then bump shared/package.json (minor).',
      ...css.map((f) => `import '${pkg}/styles/${f}';`),
      ...(css.length ? [''] : []),
      `export {\n${list.map((n) => `  ${n},`).join('\n')}\n} from '@fund/full/${pkg}';`,
      '',
    ].join('\n');
  outputs.push([
    curatedFile(pkg),
    file(
      names,
      late.length
        ? 'the apps and the @mantine packages use, except the late ones (-late.ts)'
        : 'the apps and the @mantine packages use',
    ),
    `${names.length} exports`,
  ]);
  if (LATE[pkg])
    lateFiles.push((css) => [
      curatedFile(pkg, true),
      file(late, 'the apps use that the first view after sign-in does not render (curated.js `LATE`)', css),
      `${late.length} late exports, ${css.length} stylesheets`,
    ]);
}

// The host's stylesheets (docs/performance.md "Bundles"): /login's share of @mantine/core/styles.css
// is written by hand (host/src/styles/login.ts); the signed-in chunk's is written here: every other
// file that styles a component the apps can render (one of its `m_…` classes is in a reached
// `*.module.mjs`), in the order of styles.css. A file no app can render is left out.
const core = dirOf.get('@mantine/core');
const classes = new Set();
for (const f of reached) {
  if (f.startsWith(`${core}${path.sep}`) && f.endsWith('.module.mjs'))
    for (const m of fs.readFileSync(f, 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) classes.add(m[1]);
}
const whole = fs.readFileSync(path.join(core, 'styles.css'), 'utf8');
const styleFiles = fs
  .readdirSync(path.join(core, 'styles'))
  .filter((f) => /^[\w-]+\.css$/.test(f))
  .map((f) => {
    const text = fs.readFileSync(path.join(core, 'styles', f), 'utf8');
    const own = [...text.matchAll(/\.(m_[0-9a-f]+)/g)].map((m) => m[1]);
    return {
      f,
      at: whole.indexOf(text.trim().slice(0, 200)),
      used: own.length === 0 || own.some((c) => classes.has(c)),
      own,
    };
  })
  .sort((a, b) => a.at - b.at);
const stylesDir = path.join(root, 'host/src/styles');
const loginStyles = new Set(
  [
    ...fs
      .readFileSync(path.join(stylesDir, 'login.ts'), 'utf8')
      .matchAll(/@mantine\/core\/styles\/([\w-]+\.css)/g),
  ].map((m) => m[1]),
);
// A file that styles only late components (curated.js `LATE`) is imported by the late module
// instead and loads with it, after the signed-in chunk's, in styles.css's order among themselves.
const mainClasses = new Set();
for (const f of reachFrom(new Set(lateNames['@mantine/core']))) {
  if (f.startsWith(`${core}${path.sep}`) && f.endsWith('.module.mjs'))
    for (const m of fs.readFileSync(f, 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) mainClasses.add(m[1]);
}
const isMain = (s) => s.own.length === 0 || s.own.some((c) => mainClasses.has(c));
const signedInFiles = styleFiles.filter((s) => s.used && !loginStyles.has(s.f));
const signedIn = signedInFiles.filter(isMain).map((s) => s.f);
const lateCss = signedInFiles.filter((s) => !isMain(s)).map((s) => s.f);
for (const lateFile of lateFiles) outputs.push(lateFile(lateCss));
outputs.push([
  path.join(stylesDir, 'signed-in.ts'),
  [
    '// Generated by scripts/curate.mjs: the rest of @mantine/core/styles.css that styles a component the apps',
    '// can render, in its order, loaded with the signed-in chunk after ./login.ts (docs/performance.md',
    '// "Bundles"); a file no app renders is left out, and one that styles only the late components loads',
    '// with the late curated module (shared/src/curated). scripts/test/mantine-styles.test.ts checks the lists.',
    ...signedIn.map((f) => `import '@mantine/core/styles/${f}';`),
    '',
  ].join('\n'),
  `${signedIn.length} of ${styleFiles.length - loginStyles.size} stylesheets`,
]);

let stale = false;
for (const [target, text, what] of outputs) {
  const old = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (old === text) continue;
  if (process.argv.includes('--check')) {
    console.error(`${path.relative(root, target)} is out of date: run node scripts/curate.mjs`);
    stale = true;
  } else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    console.log(`${path.relative(root, target)}: ${what}`);
  }
}
process.exit(stale ? 1 : 0);
