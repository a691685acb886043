// Immutable, versioned releases (issue 44 item 2; docs/deploy.md "Releases"). Each deploy of an
// app publishes a new folder <DEPLOY_ROOT>/<app>/<id>/ (never written again) and then points the
// app at it: a remote by its line in the host's remotes.json (…/releases/<id>/mf-manifest.json,
// served by its static server), the host by the symlink <DEPLOY_ROOT>/host/live. Older releases
// stay served, so an open tab keeps loading its lazy chunks; they are pruned once they have not
// been live for DEPLOY_KEEP_DAYS (7), never the live one nor the one a rollback goes back to.
// DEPLOY_ROOT defaults to .data/releases (ignored by git and biome).
//
//   node scripts/deploy.mjs remote-video              build and deploy
//   node scripts/deploy.mjs remote-video --prebuilt   deploy remote-video/dist as built (CI builds once)
//   node scripts/deploy.mjs remote-video --rollback   back to the release live before this one
//   node scripts/deploy.mjs remote-video --canary 10  build and deploy as a canary for 10 % of the users
//   node scripts/deploy.mjs remote-video --promote    the canary live for everyone (a deploy: --rollback undoes it)
//   node scripts/deploy.mjs remote-video --drop-canary  everyone back on the live release
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HASHED_ASSET, RELEASE_ID } from './static-server.mjs';
import { writeVersions } from './versions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const KEEP_DAYS = 7;
const DAY_MS = 86_400_000;
const LOG = '.deploys.jsonl';
const CHUNKS = 'chunks';
const MANIFEST = /(?:releases\/[^/]+\/)?mf-manifest\.json$/;

/** Where releases live: DEPLOY_ROOT, else .data/releases in the checkout. */
export function deployRoot(env = process.env) {
  return path.resolve(env.DEPLOY_ROOT || path.join(root, '.data', 'releases'));
}

/** The stack's remote list (scripts/start.mjs writes it at start; a deploy rewrites one line). */
export function remotesFilePath(offset, env = process.env) {
  return path.resolve(
    env.REMOTES_FILE || path.join(root, '.data', offset ? `remotes-${offset}.json` : 'remotes.json'),
  );
}

/** A release's folder name: the deploy's UTC time (sortable, to the millisecond) and the commit. */
export function releaseId(commit, now = new Date()) {
  const time = now.toISOString().replace(/[-:.]/g, '');
  return `${time}-${String(commit || 'unknown').slice(0, 7)}`;
}

/** The app's deploy log, oldest first: `{ at, action: 'deploy' | 'rollback', release, … }`. */
export function readLog(dir) {
  const file = path.join(dir, LOG);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The releases that were live, in order, as the log left them: a deploy pushes its release, a
 * rollback pops the live one (a canary's lines change neither). The last is live; the one before
 * it is where a rollback goes.
 */
export function liveStack(entries) {
  const stack = [];
  for (const e of entries) {
    if (e.action === 'deploy') stack.push(e.release);
    else if (e.action === 'rollback') stack.pop();
  }
  return stack;
}

/** The release the log left as a canary, if any: a canary line sets it, any later line ends it. */
export function canaryRelease(entries) {
  let canary;
  for (const e of entries) canary = e.action === 'canary' ? e.release : undefined;
  return canary;
}

/** The live release of the app whose releases are in `dir`, if it is on disk. */
export function liveRelease(dir) {
  const id = liveStack(readLog(dir)).at(-1);
  return id && existsSync(path.join(dir, id)) ? id : undefined;
}

/**
 * A remote list written from REMOTE_*_URL / the default ports (scripts/start.mjs), each remote
 * whose URL the environment does not set at its live release, if it has one: a restarted stack
 * serves what was deployed.
 */
export function atLiveReleases(list, env = process.env) {
  const out = { ...list };
  for (const [name, url] of Object.entries(list)) {
    const live = liveRelease(path.join(deployRoot(env), `remote-${name}`));
    if (live && !env[`REMOTE_${name.toUpperCase()}_URL`] && MANIFEST.test(url)) {
      out[name] = url.replace(MANIFEST, `releases/${live}/mf-manifest.json`);
      console.log(`${name}: deployed release ${live} (scripts/deploy.mjs)`);
    }
  }
  return out;
}

/** Replaces a file by rename(2): a reader sees the old content or the new, never a half. */
function writeAtomic(file, text) {
  const tmp = `${file}.next-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

function writeList(remotesFile, list) {
  writeAtomic(remotesFile, `${JSON.stringify(list, null, 2)}\n`);
}

/**
 * Points remote `name` of the remote list at release `id` of the same server: its manifest URL
 * becomes <server>/releases/<id>/mf-manifest.json (the host's next /remotes.json and CSP follow),
 * for everyone (a canary on the line ends), or with `canary` (0..100) as the canary of that share
 * of the users beside the live release (docs/deploy.md "Canary and preview").
 */
export function pointRemote(remotesFile, name, id, canary) {
  const list = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const now = typeof list[name] === 'string' ? list[name] : list[name]?.url;
  if (!now || !MANIFEST.test(now)) throw new Error(`${remotesFile}: no manifest URL for "${name}"`);
  const url = now.replace(MANIFEST, `releases/${id}/mf-manifest.json`);
  writeList(remotesFile, {
    ...list,
    [name]: canary === undefined ? url : { url: now, canary: { url, percent: canary } },
  });
  return url;
}

/**
 * Ends remote `name`'s canary: `promote` makes its release live for everyone (logged as a deploy,
 * so --rollback goes back), else everyone stays on the live release. Refuses when there is none.
 */
export function endCanary({ dir, remotesFile, name, promote, now = new Date() }) {
  const list = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const entry = list[name];
  const release = canaryRelease(readLog(dir));
  if (!entry?.canary || !release) throw new Error(`${name}: no canary`);
  const url = promote ? entry.canary.url : entry.url;
  writeList(remotesFile, { ...list, [name]: url });
  const previous = liveStack(readLog(dir)).at(-1);
  const line = promote
    ? { action: 'deploy', release, previous, url, ...buildInfo(path.join(dir, release)) }
    : { action: 'drop-canary', release: previous, previous: release, url };
  appendFileSync(path.join(dir, LOG), `${JSON.stringify({ at: now.toISOString(), ...line })}\n`);
  return { id: line.release, url };
}

/** Points the host at release `id`: the symlink <dir>/live, replaced by rename(2). */
export function pointHost(dir, id) {
  const link = path.join(dir, 'live');
  const tmp = `${link}.next-${process.pid}`;
  rmSync(tmp, { force: true });
  symlinkSync(id, tmp);
  renameSync(tmp, link);
  return link;
}

/** What a built folder says it is (a remote's manifest, the host's build.json). */
export function buildInfo(folder) {
  for (const [file, pick] of [
    ['mf-manifest.json', (j) => j.metaData?.buildInfo],
    ['build.json', (j) => j],
  ]) {
    const p = path.join(folder, file);
    if (existsSync(p)) {
      const { version, commit, builtAt, sharedRange } = pick(JSON.parse(readFileSync(p, 'utf8'))) ?? {};
      return { version, commit, builtAt, sharedRange };
    }
  }
  return {};
}

/**
 * Publishes a release and makes it live. `fill(folder)` writes the build into a temp folder,
 * renamed into place once complete (a release folder is never seen half-written nor written
 * again). `point(id)` makes it live (remote list line or host symlink; `action` 'canary': live for
 * a share of the users, pointRemote). Then prunes.
 * @returns {{ id: string, url: string, removed: string[] }}
 */
export function deploy({
  dir,
  fill,
  point,
  commit,
  now = new Date(),
  keepMs = KEEP_DAYS * DAY_MS,
  action = 'deploy',
}) {
  mkdirSync(dir, { recursive: true });
  const id = releaseId(commit, now);
  const tmp = path.join(dir, `.tmp-${id}`);
  rmSync(tmp, { recursive: true, force: true });
  try {
    fill(tmp);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(path.join(dir, id))) throw new Error(`release ${id} exists already`);
  renameSync(tmp, path.join(dir, id));
  const previous = liveStack(readLog(dir)).at(-1);
  const url = point(id);
  appendFileSync(
    path.join(dir, LOG),
    `${JSON.stringify({ at: now.toISOString(), action, release: id, previous, url, ...buildInfo(path.join(dir, id)) })}\n`,
  );
  return { id, url, removed: prune(dir, now, keepMs) };
}

/** Makes the release live before the current one live again; refuses when there is none on disk. */
export function rollback({ dir, point, now = new Date() }) {
  const stack = liveStack(readLog(dir));
  const [target, live] = [stack.at(-2), stack.at(-1)];
  if (!target) throw new Error(`${dir}: no earlier release to roll back to`);
  if (!existsSync(path.join(dir, target))) throw new Error(`${dir}: release ${target} was pruned`);
  const url = point(target);
  appendFileSync(
    path.join(dir, LOG),
    `${JSON.stringify({ at: now.toISOString(), action: 'rollback', release: target, previous: live, url })}\n`,
  );
  return { id: target, url };
}

/**
 * Removes releases not live for `keepMs` (an open tab may still load from one that stopped being
 * live less than that ago), never the live one nor the one before it; a folder the log does not
 * know counts from its mtime, an unfinished `.tmp-*` too. Returns the removed names.
 */
export function prune(dir, now = new Date(), keepMs = KEEP_DAYS * DAY_MS) {
  const entries = readLog(dir);
  const retired = new Map();
  const stack = [];
  let canary;
  for (const e of entries) {
    if (canary && canary !== e.release) retired.set(canary, Date.parse(e.at));
    canary = e.action === 'canary' ? e.release : undefined;
    const before = stack.at(-1);
    if (e.action === 'deploy') stack.push(e.release);
    else if (e.action === 'rollback') stack.pop();
    const after = stack.at(-1);
    if (before && before !== after) retired.set(before, Date.parse(e.at));
    retired.delete(after);
  }
  // The live release, the one before it, and a canary still running.
  const keep = new Set([...stack.slice(-2), canary]);
  const removed = [];
  for (const name of readdirSync(dir)) {
    const folder = path.join(dir, name);
    if (keep.has(name) || [LOG, 'live', CHUNKS].includes(name) || !statSync(folder).isDirectory()) continue;
    const since = retired.get(name) ?? statSync(folder).mtimeMs;
    if (now.getTime() - since < keepMs) continue;
    rmSync(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed.sort();
}

/**
 * The host's older chunks for its nginx (docker/nginx-host.conf, which cannot search folders as
 * the Node server does): <dir>/chunks/ holds a relative link per hashed file at the root of each
 * host release on disk (with its .gz/.br copies), to the newest release that has it. Rebuilt
 * after each deploy (pruning included): a pruned release's links go with it.
 */
export function linkChunks(dir) {
  const chunks = path.join(dir, CHUNKS);
  mkdirSync(chunks, { recursive: true });
  const want = new Map();
  for (const id of readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name))
    .sort())
    for (const file of readdirSync(path.join(dir, id)))
      if (HASHED_ASSET.test(file.replace(/\.(?:br|gz)$/, ''))) want.set(file, path.join('..', id, file));
  for (const file of readdirSync(chunks))
    if (!want.has(file)) rmSync(path.join(chunks, file), { force: true });
  for (const [file, target] of want) {
    const link = path.join(chunks, file);
    if (existsSync(link) && readlinkSync(link) === target) continue;
    const tmp = `${link}.next-${process.pid}`;
    rmSync(tmp, { force: true });
    symlinkSync(target, tmp);
    renameSync(tmp, link);
  }
  return [...want.keys()].sort();
}

function gitSha() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [app, ...args] = process.argv.slice(2);
  const at = args.indexOf('--canary');
  const canary = at < 0 ? undefined : Number(args[at + 1]);
  const flags = at < 0 ? args : args.toSpliced(at, 2);
  const ends = ['--rollback', '--promote', '--drop-canary'].filter((f) => flags.includes(f));
  const known =
    /^(?:host|remote-[a-z]+)$/.test(app ?? '') && existsSync(path.join(root, app, 'package.json'));
  const canaryOk =
    canary === undefined || (Number.isInteger(canary) && canary > 0 && canary < 100 && !ends.length);
  if (
    !known ||
    !canaryOk ||
    ends.length > 1 ||
    (app === 'host' && (canary !== undefined || ends.some((f) => f !== '--rollback'))) ||
    flags.some((f) => !['--prebuilt', ...ends].includes(f))
  ) {
    console.error(
      'usage: node scripts/deploy.mjs <host|remote-player|remote-video|…> [--prebuilt] [--canary <1..99>] | --rollback | --promote | --drop-canary',
    );
    process.exit(2);
  }
  const started = performance.now();
  const dir = path.join(deployRoot(), app);
  const remotesFile = remotesFilePath(Number(process.env.PORT_OFFSET || 0));
  const point =
    app === 'host' ? (id) => pointHost(dir, id) : (id) => pointRemote(remotesFile, app.slice(7), id, canary);
  if (app !== 'host' && !existsSync(remotesFile)) {
    console.error(`${app}: no remote list at ${remotesFile}: start the stack first or set REMOTES_FILE`);
    process.exit(1);
  }
  const keepMs = Number(process.env.DEPLOY_KEEP_DAYS || KEEP_DAYS) * DAY_MS;
  try {
    const result = flags.includes('--rollback')
      ? rollback({ dir, point })
      : ends.length
        ? endCanary({ dir, remotesFile, name: app.slice(7), promote: ends[0] === '--promote' })
        : deploy({
            dir,
            point,
            keepMs,
            action: canary === undefined ? 'deploy' : 'canary',
            // --prebuilt: the commit the build records (its release is named after what it is).
            commit:
              process.env.GIT_SHA ||
              (flags.includes('--prebuilt') && buildInfo(path.join(root, app, 'dist')).commit) ||
              gitSha(),
            fill: flags.includes('--prebuilt')
              ? (tmp) => cpSync(path.join(root, app, 'dist'), tmp, { recursive: true })
              : (tmp) =>
                  execFileSync('pnpm', ['--filter', `./${app}`, 'run', 'build'], {
                    stdio: 'inherit',
                    env: { ...process.env, OUT_DIR: tmp },
                  }),
          });
    if (app === 'host') linkChunks(dir);
    // What the host's nginx shows at /versions.json (scripts/versions.mjs).
    const list = existsSync(remotesFile) ? JSON.parse(readFileSync(remotesFile, 'utf8')) : undefined;
    writeVersions(deployRoot(), list);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const what = canary === undefined ? 'live' : `canary for ${canary} % of the users:`;
    console.log(`${app}: ${what} ${result.id} → ${result.url} (${seconds} s)`);
    if (result.removed?.length) console.log(`${app}: pruned ${result.removed.join(', ')}`);
  } catch (error) {
    console.error(`${app}: ${error.message}`);
    process.exit(1);
  }
}
