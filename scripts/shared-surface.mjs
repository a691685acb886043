// The run-time surface of `@fund/shared` (issue 44 item 4, docs/deploy.md "Shared versions"): every
// value each entry point of shared/package.json exports, with its kind and, for a function, its
// parameters. Remotes take shared from the host at run time, so these are what a remote built
// against one version may call on another: types vanish at run time and are the compiler's to check.
// The report (shared/surface.json) holds the surface of each version since 2.11.0, the latest last.
// The version rule: a name removed or changed needs a new major, a name added a new minor.
// `--write` records the surface for shared's current version and refuses a move that breaks the
// rule; scripts/test/shared-surface.test.ts fails while the surface differs from the latest entry,
// while that entry is not the package's version, or where two entries break the rule. So removing
// an export without a major bump fails shared's CI.
//
//   node scripts/shared-surface.mjs          prints what differs from the latest entry
//   node scripts/shared-surface.mjs --write  records the surface for shared's current version
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = path.join(root, 'shared');
export const REPORT = path.join(sharedDir, 'surface.json');

/** Entry name → source file, from the package's `exports` (a `*` pattern expanded; tests and `./test` left out). */
function entries() {
  const { exports } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const out = {};
  for (const [name, target] of Object.entries(exports)) {
    if (!target || name === './test') continue;
    if (!name.includes('*')) {
      out[name] = path.join(sharedDir, target);
      continue;
    }
    const dir = path.join(sharedDir, path.dirname(target));
    for (const file of ts.sys.readDirectory(dir, ['.ts'], undefined, undefined, 1)) {
      const base = path.basename(file, '.ts');
      if (base.endsWith('.test')) continue;
      out[name.replace('*', base)] = file;
    }
  }
  return out;
}

/** What one exported value is, in words that change when a caller's use of it would break. */
function kindOf(checker, symbol, at) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const type = checker.getTypeOfSymbolAtLocation(target, at);
  const calls = type.getCallSignatures();
  if (target.flags & ts.SymbolFlags.Class) return 'class';
  if (calls.length === 0) return 'value';
  // How many arguments a call must pass: more would break a caller built against this version
  // (a parameter renamed, or an optional one added, would not).
  return calls
    .map((signature) => {
      const required = signature.parameters.filter((p) => {
        const declaration = p.valueDeclaration;
        return !(
          declaration &&
          ts.isParameter(declaration) &&
          (declaration.questionToken || declaration.initializer || declaration.dotDotDotToken)
        );
      }).length;
      return `function/${required}`;
    })
    .join(' | ');
}

/** The surface now: `{ "./ui": { "SectionCard": "function/1", … }, … }`, names sorted. */
export function currentSurface() {
  const files = entries();
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.base.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(Object.values(files), { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const surface = {};
  for (const name of Object.keys(files).sort()) {
    const source = program.getSourceFile(files[name]);
    const module = source && checker.getSymbolAtLocation(source);
    const values = {};
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (!(target.flags & ts.SymbolFlags.Value)) continue;
      values[symbol.name] = kindOf(checker, symbol, source);
    }
    surface[name] = Object.fromEntries(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  }
  return surface;
}

/** The checked-in report: `{ versions: [{ version, surface }, …] }`, the latest last. */
export function readReport() {
  return JSON.parse(readFileSync(REPORT, 'utf8'));
}

export function sharedVersion() {
  return JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
}

/** Each name removed, changed or added between two surfaces, as `entry name`. */
export function compare(before, after) {
  const removed = [];
  const changed = [];
  const added = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const name of Object.keys(was)) {
      if (!(name in now)) removed.push(`${entry} ${name}`);
      else if (was[name] !== now[name]) changed.push(`${entry} ${name}: ${was[name]} → ${now[name]}`);
    }
    for (const name of Object.keys(now)) if (!(name in was)) added.push(`${entry} ${name}`);
  }
  return { removed, changed, added };
}

/**
 * What the version rule says of a move from the report to now: a message per breach, none when the
 * version follows it (a removed or changed name: a higher major; an added one: a higher minor).
 */
export function versionRule(report, version, moved) {
  const [major, minor] = version.split('.').map(Number);
  const [wasMajor, wasMinor] = report.version.split('.').map(Number);
  const breaches = [];
  const breaking = [...moved.removed, ...moved.changed];
  if (breaking.length && !(major > wasMajor))
    breaches.push(
      `@fund/shared ${version}: removed or changed since ${report.version} (needs ${wasMajor + 1}.0.0): ${breaking.join('; ')}`,
    );
  if (moved.added.length && !(major > wasMajor || (major === wasMajor && minor > wasMinor)))
    breaches.push(
      `@fund/shared ${version}: added since ${report.version} (needs ${wasMajor}.${wasMinor + 1}.0): ${moved.added.join('; ')}`,
    );
  return breaches;
}

/**
 * The report with the current surface recorded for `version`, or the reasons it may not be: the
 * latest entry of the same version may only be rewritten with the same surface, and a new version
 * must follow the rule from the latest entry.
 */
export function record(report, version, surface) {
  const latest = report.versions.at(-1);
  const moved = compare(latest.surface, surface);
  const any = moved.removed.length + moved.changed.length + moved.added.length > 0;
  if (version === latest.version) return any ? { refused: versionRule(latest, version, moved) } : { report };
  const refused = versionRule(latest, version, moved);
  if (refused.length) return { refused };
  return { report: { versions: [...report.versions, { version, surface }] } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const surface = currentSurface();
  const version = sharedVersion();
  const report = readReport();
  if (process.argv.includes('--write')) {
    const result = record(report, version, surface);
    if (result.refused) {
      for (const line of result.refused) console.error(line);
      process.exit(1);
    }
    writeFileSync(REPORT, `${JSON.stringify(result.report, null, 2)}\n`);
    console.log(`shared/surface.json: the surface of @fund/shared ${version}`);
  } else {
    const moved = compare(report.versions.at(-1).surface, surface);
    for (const line of [...moved.removed, ...moved.changed, ...moved.added]) console.log(line);
  }
}
