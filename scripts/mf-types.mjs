// The types of every remote's exposed modules, for the host's typecheck (issue 44 item 7): what
// `@module-federation/dts-plugin` makes, offline and in about a second. The plugin's generateTypes
// runs tsc over each remote's whole graph in the remote's build (remote-player's pages alone: 105
// declaration files, 12 s of CPU even unchecked), and its consumeTypes downloads them over HTTP from
// a running remote, which a clean CI clone does not have before it builds (the host registers its
// remotes at run time: `remotes: {}`). Here each exposed file alone goes through TypeScript's
// isolated declaration emit (`ts.transpileDeclaration`: syntax only, no type checker), so an exposed
// module's exports need explicit types (a page: `export default function XPage(): JSX.Element`).
//
// Each `remote-<name>/module-federation.config.js` `exposes: { './Key': './src/…' }` becomes
// host/node_modules/.cache/mf-types/<name>/Key.d.ts (where the host's packages resolve its imports),
// and index.d.ts maps `'<name>/Key'` to its module (`ExposedModules`). The host imports that as
// `@mf-types` (tsconfig `paths`) and checks each page it loads against it
// (host/src/lib/remotes/exposed.ts). `pnpm run typecheck` and the host's typecheck write them first;
// a remote's typecheck checks that its own exposes can be declared (docs/contributing.md "Types
// across the federation").
//
//   node scripts/mf-types.mjs                  writes every remote's declarations
//   node scripts/mf-types.mjs --check video    only checks remote-video's exposes (writes nothing)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const load = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'host/node_modules/.cache/mf-types');
const OPTIONS = { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext };

/** Every remote: `{ name, dir }` of each `remote-<name>` folder with a federation config. */
function remotes() {
  return fs
    .readdirSync(root)
    .filter(
      (d) => d.startsWith('remote-') && fs.existsSync(path.join(root, d, 'module-federation.config.js')),
    )
    .map((d) => ({ name: d.slice('remote-'.length), dir: path.join(root, d) }));
}

/**
 * One remote's declarations: `{ files: { Key: text }, errors: [message] }`. A relative import in a
 * declaration (a type of the remote's own) is pointed at its source from `outDir`.
 */
function declarations(dir, outDir, read = (file) => fs.readFileSync(file, 'utf8')) {
  const { exposes } = load(path.join(dir, 'module-federation.config.js'));
  const files = {};
  const errors = [];
  for (const [key, target] of Object.entries(exposes)) {
    const file = path.join(dir, target);
    const out = ts.transpileDeclaration(read(file), {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: OPTIONS,
    });
    for (const d of out.diagnostics ?? []) {
      const { line } = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : {};
      errors.push(
        `${path.relative(root, file)}${line === undefined ? '' : `:${line + 1}`}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')} (an exposed module's exports are the host's contract: give them explicit types)`,
      );
    }
    files[key.replace(/^\.\//, '')] = out.outputText.replace(/(['"])(\.\.?\/[^'"]*)\1/g, (_, q, spec) => {
      const to = path
        .relative(outDir, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      return `${q}${to.startsWith('.') ? to : `./${to}`}${q}`;
    });
  }
  return { files, errors };
}

/** `ExposedModules`: each `<remote>/<Key>` of `files` (under `out`) to its module's type. */
function indexFile(out, files) {
  const lines = files
    .map((file) =>
      path
        .relative(out, file)
        .replace(/\.d\.ts$/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort()
    .map((key) => `  '${key}': typeof import('./${key}');`);
  return `// Written by scripts/mf-types.mjs from each remote's exposes: do not edit.\nexport interface ExposedModules {\n${lines.join('\n')}\n}\n`;
}

/**
 * Writes every remote's declarations under `out` with their index; returns the errors (a remote
 * with errors gets no declarations, so the host's typecheck fails on its pages too). A file whose
 * text is unchanged is left alone, so `tsc -b` finds the host up to date.
 */
export function writeTypes({ out = OUT, read } = {}) {
  const errors = [];
  const wanted = new Map();
  for (const { name, dir } of remotes()) {
    const result = declarations(dir, path.join(out, name), read);
    errors.push(...result.errors);
    if (result.errors.length) continue;
    for (const [key, text] of Object.entries(result.files))
      wanted.set(path.join(out, name, `${key}.d.ts`), text);
  }
  wanted.set(path.join(out, 'index.d.ts'), indexFile(out, [...wanted.keys()]));
  const present = fs.existsSync(out)
    ? fs.readdirSync(out, { recursive: true }).map((f) => path.join(out, f))
    : [];
  for (const file of present) if (!wanted.has(file) && fs.statSync(file).isFile()) fs.rmSync(file);
  for (const [file, text] of wanted) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return errors;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flag, name] = process.argv.slice(2);
  let errors;
  if (flag === '--check') {
    const remote = remotes().find((r) => r.name === name);
    errors = remote
      ? declarations(remote.dir, OUT).errors
      : [`no remote-${name} with a module-federation.config.js`];
  } else errors = writeTypes();
  for (const e of errors) console.error(e);
  process.exit(errors.length ? 1 : 0);
}
