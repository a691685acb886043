// Replays a Dockerfile's build stage without Docker (no engine runs on CI machines): a clean
// folder gets exactly what the stage's COPY lines copy from the context (honouring
// .dockerignore), then the stage's RUN lines run in it, in order. Every later stage's
// `COPY --from=<build stage>` must find its source there, and its context COPY sources must
// exist and not be ignored. The build steps themselves live in scripts/docker/*.sh; a build
// stage RUN that is neither such a script nor the toolchain install (`npm install -g pnpm@…`,
// which this machine's own pnpm stands in for) is refused.
//   node scripts/docker/replay.mjs <Dockerfile> [--build-arg NAME=VALUE]... [--context DIR] [--keep]
//   node scripts/docker/replay.mjs --all     the API and every app, two at a time (CI)
// Exit 0 when every step ran; non-zero (and the failing step) otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOLCHAIN = /^npm install -g pnpm@[0-9.]+$/;
const OWN_SCRIPT = /^scripts\/docker\/[a-z-]+\.sh( |$)/;

/** Instructions of a Dockerfile: continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const out = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1).trim()} `;
      continue;
    }
    current += line;
    const m = current.match(/^(\w+)\s+([\s\S]*)$/);
    if (m) out.push({ op: m[1].toUpperCase(), args: m[2].trim() });
    current = '';
  }
  return out;
}

/** Docker's .dockerignore rules as a predicate on a context-relative path (a/b/c). */
export function dockerignore(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1).trim();
    line = path.posix.normalize(line).replace(/^\/+/, '').replace(/\/+$/, '');
    let re = '';
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (c === '*' && line[i + 1] === '*') {
        // `**/` any number of folders (none too), a trailing `**` anything below.
        if (line[i + 2] === '/') {
          re += '(?:.*/)?';
          i += 2;
        } else {
          re += '.*';
          i += 1;
        }
      } else if (c === '*') re += '[^/]*';
      else if (c === '?') re += '[^/]';
      else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    rules.push({ negate, re: new RegExp(`^${re}$`) });
  }
  // A path is out when the last rule matching it or one of its parent folders excludes it.
  return (rel) => {
    const parts = rel.split('/');
    let ignored = false;
    for (const { negate, re } of rules) {
      for (let n = 1; n <= parts.length; n++) {
        if (re.test(parts.slice(0, n).join('/'))) {
          ignored = !negate;
          break;
        }
      }
    }
    return ignored;
  };
}

const substitute = (text, vars) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (all, a, b) => vars[a ?? b] ?? ((a ?? b) ? '' : all));

/** Splits `COPY [--flags] src... dest` into flags, sources, destination. */
function copyArgs(args, vars) {
  const words = substitute(args, vars).split(/\s+/);
  const flags = {};
  while (words[0]?.startsWith('--')) {
    const [k, v] = words.shift().slice(2).split('=');
    flags[k] = v;
  }
  const dest = words.pop();
  return { flags, sources: words, dest };
}

function parseKeyValues(args, vars) {
  const out = {};
  const m = args.match(/^(\w+)\s+([^=]*)$/);
  if (m) out[m[1]] = substitute(m[2], vars);
  else
    for (const [, k, v] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g))
      out[k] = substitute(v.replace(/^"|"$/g, ''), vars);
  return out;
}

export function replay({ dockerfile, context, buildArgs = {}, keep = false, log = console.log }) {
  const started = Date.now();
  const instructions = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  const ignorePath = path.join(context, '.dockerignore');
  const ignored = dockerignore(existsSync(ignorePath) ? readFileSync(ignorePath, 'utf8') : '');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-image-'));
  const fail = (message) => {
    throw new Error(`${path.relative(process.cwd(), dockerfile)}: ${message}`);
  };

  // Stages: each gets its own root folder under tmp; the first one is the build stage replayed.
  const stages = [];
  for (const ins of instructions) {
    if (ins.op === 'FROM') {
      const m = ins.args.match(/^(\S+)(?:\s+AS\s+(\S+))?$/i);
      stages.push({ image: m[1], name: m[2] ?? String(stages.length), ins: [] });
    } else if (stages.length) stages.at(-1).ins.push(ins);
    else if (ins.op !== 'ARG') fail(`${ins.op} before FROM`);
  }
  if (stages.length < 2) fail('expected a build stage and a runtime stage');
  const [build, ...rest] = stages;
  const root = path.join(tmp, build.name);
  const inRoot = (abs) => path.join(root, abs);

  /** Copies a context path into the stage, skipping what .dockerignore excludes. */
  const copyFromContext = (src, destAbs, multiple) => {
    const rel = path.posix.normalize(src).replace(/^\.\//, '').replace(/\/$/, '') || '.';
    if (rel.includes('*')) fail(`COPY ${src}: globs are not replayed`);
    if (rel !== '.' && ignored(rel)) fail(`COPY ${src}: the path is excluded by .dockerignore`);
    const from = path.join(context, rel);
    if (!existsSync(from)) fail(`COPY ${src}: not in the build context`);
    const isDir = statSync(from).isDirectory();
    const target =
      !isDir && (multiple || destAbs.endsWith('/')) ? path.join(destAbs, path.basename(from)) : destAbs;
    cpSync(from, inRoot(target), {
      recursive: true,
      filter: (p) => {
        const r = path.relative(context, p).split(path.sep).join('/');
        return r === '' || !ignored(r);
      },
    });
  };

  try {
    const vars = {};
    let workdir = '/';
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(npm_|PNPM_SCRIPT|INIT_CWD)/i.test(k)),
    );
    mkdirSync(root, { recursive: true });
    for (const ins of build.ins) {
      const step = Date.now();
      if (ins.op === 'ARG') {
        const [name, def] = ins.args.split('=');
        vars[name] = buildArgs[name] ?? def ?? '';
        if (!vars[name]) fail(`ARG ${name} has no value (--build-arg ${name}=…)`);
      } else if (ins.op === 'ENV') Object.assign(vars, parseKeyValues(ins.args, vars));
      else if (ins.op === 'WORKDIR') {
        workdir = path.posix.resolve(workdir, substitute(ins.args, vars));
        mkdirSync(inRoot(workdir), { recursive: true });
      } else if (ins.op === 'COPY') {
        const { flags, sources, dest } = copyArgs(ins.args, vars);
        if (flags.from) fail(`COPY --from in the build stage is not replayed`);
        const destAbs = path.posix.resolve(workdir, dest) + (dest.endsWith('/') ? '/' : '');
        for (const src of sources) copyFromContext(src, destAbs, sources.length > 1);
      } else if (ins.op === 'RUN') {
        const cmd = ins.args;
        if (TOOLCHAIN.test(cmd)) {
          const pnpm = spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout.trim();
          log(`replay: ${cmd} — this machine's pnpm ${pnpm} stands in`);
          continue;
        }
        if (!OWN_SCRIPT.test(cmd)) {
          fail(`RUN ${cmd}: build steps belong in scripts/docker/*.sh (what CI replays)`);
        }
        log(`replay: RUN ${cmd}`);
        const r = spawnSync('sh', ['-c', cmd], {
          cwd: inRoot(workdir),
          stdio: 'inherit',
          env: { ...env, ...vars },
        });
        if (r.status !== 0) fail(`RUN ${cmd} exited ${r.status}`);
        log(`replay: … ${Math.round((Date.now() - step) / 1000)} s`);
      } else if (!['LABEL', 'USER', 'EXPOSE', 'SHELL'].includes(ins.op)) {
        fail(`${ins.op} in the build stage is not replayed`);
      }
    }

    // Later stages: what they take from the build stage exists; their context files are there.
    for (const stage of rest) {
      const svars = {};
      for (const ins of stage.ins) {
        if (ins.op === 'ARG') {
          const [name, def] = ins.args.split('=');
          svars[name] = buildArgs[name] ?? def ?? '';
        } else if (ins.op === 'COPY') {
          const { flags, sources } = copyArgs(ins.args, svars);
          for (const src of sources) {
            if (flags.from === build.name) {
              const p = inRoot(src);
              if (!existsSync(p)) fail(`COPY --from=${build.name} ${src}: the build stage did not make it`);
              log(`replay: ${src}, which the final image copies, was made`);
            } else if (flags.from) fail(`COPY --from=${flags.from}: unknown stage`);
            else {
              const rel = path.posix.normalize(src);
              if (ignored(rel)) fail(`COPY ${src}: the path is excluded by .dockerignore`);
              if (!existsSync(path.join(context, rel))) fail(`COPY ${src}: not in the build context`);
            }
          }
        }
      }
    }
    log(
      `replay: ${path.relative(context, dockerfile)} ${JSON.stringify(buildArgs)} built in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return { root, tmp };
  } finally {
    // rm(1): several times faster than a recursive rmSync over a node_modules tree.
    if (!keep) spawnSync('rm', ['-rf', tmp]);
  }
}

/** Every image of docker-compose.yml: the API and each app, each replayed by its own process. */
const IMAGES = [
  ['docker/api.Dockerfile'],
  ...['host', 'remote-player', 'remote-scheduler', 'remote-video', 'remote-curator', 'remote-backoffice'].map(
    (app) => ['docker/app.Dockerfile', '--build-arg', `APP=${app}`],
  ),
];

async function replayAll(context, parallel = 2) {
  const queue = [...IMAGES];
  const failed = [];
  const started = Date.now();
  const worker = async () => {
    for (let args = queue.shift(); args; args = queue.shift()) {
      const name = args.at(-1);
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args, '--context', context], {
        cwd: context,
      });
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
      const code = await new Promise((resolve) => child.on('close', resolve));
      // One image's output at a time, whole; a success shows only its replay lines.
      const shown = code === 0 ? out.split('\n').filter((l) => l.startsWith('replay:')) : out.split('\n');
      console.log(`\n--- ${name}: ${code === 0 ? 'ok' : `FAILED (${code})`}\n${shown.join('\n')}`);
      if (code !== 0) failed.push(name);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  console.log(
    `\nreplay: ${IMAGES.length - failed.length} of ${IMAGES.length} images built in ${Math.round((Date.now() - started) / 1000)} s${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
  );
  return failed.length === 0;
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--all') {
    const context = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    return (await replayAll(context)) ? 0 : 1;
  }
  const buildArgs = {};
  let context = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let keep = false;
  let dockerfile;
  while (args.length) {
    const a = args.shift();
    if (a === '--build-arg') {
      const [k, ...v] = args.shift().split('=');
      buildArgs[k] = v.join('=');
    } else if (a === '--context') context = path.resolve(args.shift());
    else if (a === '--keep') keep = true;
    else dockerfile = path.resolve(a);
  }
  if (!dockerfile) {
    console.error('usage: replay.mjs <Dockerfile> [--build-arg NAME=VALUE]... [--context DIR] [--keep]');
    return 2;
  }
  try {
    replay({ dockerfile, context, buildArgs, keep });
  } catch (e) {
    console.error(`replay: ${e.message}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main().then((code) => process.exit(code));
