// What is live and what was (issue 44 item 3; docs/deploy.md "Which build is live"): the host's
// GET /versions.json, never cached. The Node server (scripts/static-server.mjs, `versions`)
// computes it per request; nginx's host (docker/nginx-host.conf) joins its own /build.json with
// the two files scripts/deploy.mjs writes into DEPLOY_ROOT after each deploy or rollback
// (`writeVersions`). Only known string fields of a manifest or a log line get through: no
// filesystem path (the host's log names its symlink), nothing a build or a log might add later.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a build says it is (scripts/webpack/create-config.js `buildRecord`). */
const BUILD_FIELDS = ['version', 'commit', 'builtAt', 'sharedRange'];
/** A log line's own fields (scripts/deploy.mjs `deploy` / `rollback`). */
const LOG_FIELDS = ['at', 'action', 'release', 'previous', ...BUILD_FIELDS];
/** The newest changes shown; the logs keep every one. */
export const HISTORY_MAX = 200;
/** The files nginx's host includes into /versions.json (docker/nginx-host.conf). */
export const VERSIONS_FILES = { remotes: 'versions-remotes.json', history: 'versions-history.json' };
const RELEASE_URL = /\/releases\/(\d{8}T\d{9}Z-[0-9a-z]+)\/mf-manifest\.json$/;
const APP = /^(?:host|remote-[a-z]+)$/;

/** The listed fields of `source` that are strings, nothing else. */
function pick(source, fields) {
  const out = {};
  for (const f of fields) if (typeof source?.[f] === 'string') out[f] = source[f];
  return out;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** An http(s) URL without credentials, query or fragment; anything else is left out. */
function publicUrl(url) {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return `${u.origin}${u.pathname}`;
  } catch {
    return undefined;
  }
}

/** The host's record: its /build.json (`dir`: what the host serves) and its live release, if any. */
export function hostVersion(dir, release) {
  const build = readJson(path.join(dir, 'build.json'));
  const shared = build?.provides?.['@fund/shared'];
  return {
    release: release ?? null,
    ...pick(build, BUILD_FIELDS),
    ...(typeof shared === 'string' ? { provides: { '@fund/shared': shared } } : {}),
  };
}

/**
 * Each remote of the host's list `remotes`: its manifest URL (and its canary's, with its share), the release it names (null: not
 * served from a release) and what that build is, from the release's manifest under `root`
 * (DEPLOY_ROOT), else from `manifestOf(name, url)` (the Node stack's own dist), else URL only.
 */
export function remoteVersions(root, remotes, manifestOf = () => undefined) {
  const record = (name, url) => {
    const release = RELEASE_URL.exec(publicUrl(url) ?? '')?.[1] ?? null;
    const file = release
      ? path.join(root, `remote-${name}`, release, 'mf-manifest.json')
      : manifestOf(name, url);
    const info = file ? readJson(file)?.metaData?.buildInfo : undefined;
    return { url: publicUrl(url) ?? null, release, ...pick(info, BUILD_FIELDS) };
  };
  const out = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (name === 'previewOrigins') continue;
    // A line with a canary (docs/deploy.md "Canary and preview"): its release and share beside.
    const canary = typeof entry === 'object' ? entry?.canary : undefined;
    out[name] = {
      ...record(name, typeof entry === 'string' ? entry : entry?.url),
      ...(canary ? { canary: { percent: Number(canary.percent), ...record(name, canary.url) } } : {}),
    };
  }
  return out;
}

/**
 * Every change of what is live (each app's `.deploys.jsonl` under `root`: deploys and rollbacks,
 * which are also the changes of the remote list's lines), newest first, at most HISTORY_MAX. A
 * remote's entry keeps its manifest URL; a log that does not parse is skipped line by line.
 */
export function deployHistory(root) {
  if (!existsSync(root)) return [];
  const entries = [];
  for (const app of readdirSync(root).filter((name) => APP.test(name))) {
    const file = path.join(root, app, '.deploys.jsonl');
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      let e;
      try {
        e = JSON.parse(line);
      } catch {
        continue;
      }
      const url = app === 'host' ? undefined : publicUrl(e?.url);
      entries.push({ app, ...pick(e, LOG_FIELDS), ...(url ? { url } : {}) });
    }
  }
  return entries
    .filter((e) => e.at)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, HISTORY_MAX);
}

/** The whole answer of GET /versions.json. */
export function versions({ root, hostDir, hostRelease, remotes, manifestOf }) {
  return {
    host: hostVersion(hostDir, hostRelease),
    remotes: remoteVersions(root, remotes, manifestOf),
    history: deployHistory(root),
  };
}

/**
 * After a deploy or rollback: the remotes' records (`remotes`: the host's list; undefined keeps
 * the file as it is) and the history as files in `root`, for the host's nginx to join with its
 * /build.json (each replaced by rename(2): never read half-written).
 */
export function writeVersions(root, remotes) {
  const parts = { history: deployHistory(root) };
  if (remotes) parts.remotes = remoteVersions(root, remotes);
  for (const [key, name] of Object.entries(VERSIONS_FILES)) {
    if (!parts[key]) continue;
    const file = path.join(root, name);
    const tmp = `${file}.next-${process.pid}`;
    writeFileSync(tmp, `${JSON.stringify(parts[key])}\n`);
    renameSync(tmp, file);
  }
}
