// `pnpm start` after the build: the API on PGlite with demo data (port 8000), and the host and
// the five remotes, each on its own port, served as production serves them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atLiveReleases, deployRoot, liveRelease, remotesFilePath } from './deploy.mjs';
import { remotesFromEnv, remotesFromFile, serveApp } from './static-server.mjs';
import { versions } from './versions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = [
  { name: 'host', dir: 'host', port: 3000, host: true },
  { name: 'player', dir: 'remote-player', port: 3001 },
  { name: 'scheduler', dir: 'remote-scheduler', port: 3002 },
  { name: 'video', dir: 'remote-video', port: 3003 },
  { name: 'curator', dir: 'remote-curator', port: 3004 },
  { name: 'backoffice', dir: 'remote-backoffice', port: 3005 },
];

// The API builds its database before it answers (migrations and demo data): ~10 s on a quiet
// 2-core machine, 72 s measured at load 12.7 (issue 12: tests pass on a busy machine).
export async function waitFor(url, ms = 240_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

/** PORT_OFFSET moves every port (API 8000, apps 3000-3005) so several stacks can run side by side. */
export async function startStack({ offset = Number(process.env.PORT_OFFSET || 0), skip = [] } = {}) {
  const apiPort = Number(process.env.API_PORT || 8000 + offset);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const remotesFile = remotesFileFor(offset);
  // API_ENTRY (relative to api/): another entry of the same app, e.g. the e2e stack's.
  const api = spawn(process.execPath, ['--import', 'tsx', process.env.API_ENTRY || 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    // The host's /api proxy connects from loopback and states the browser's address in
    // X-Forwarded-For; the API believes it only from there (login throttling per client).
    env: { ...process.env, PORT: String(apiPort), TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' },
    stdio: 'inherit',
  });
  const apiExited = new Promise((_, reject) =>
    api.once('exit', (code) => reject(new Error(`API exited with code ${code}`))),
  );
  await Promise.race([waitFor(`${apiUrl}/api/docs`), apiExited]);
  const servers = [];
  const remotes = remotesFromFile(remotesFile);
  const distOf = (app) => path.join(process.env.DIST_ROOT || root, app.dir, 'dist');
  for (const app of APPS.filter((a) => !skip.includes(a.name))) {
    // Releases of scripts/deploy.mjs (docs/deploy.md "Releases"): a remote's under /releases/<id>/;
    // the host's live one instead of host/dist once deployed, its older ones for old tabs' chunks.
    const releases = path.join(deployRoot(), app.dir);
    const hostLive = app.host && liveRelease(releases) ? path.join(releases, 'live') : undefined;
    servers.push(
      await serveApp({
        // DIST_ROOT: serve another copy of the builds (bench/bundles.mjs compares two builds).
        dir: hostLive ?? distOf(app),
        releases,
        port: app.port + offset,
        host: app.host,
        apiUrl,
        remotes,
        // GET /versions.json (scripts/versions.mjs): a remote served from its dist/ by this stack
        // says what it is from that dist's manifest.
        versions: app.host
          ? () =>
              versions({
                root: deployRoot(),
                hostDir: hostLive ?? distOf(app),
                hostRelease: hostLive ? liveRelease(releases) : undefined,
                remotes: remotes(),
                manifestOf: (_name, url) => {
                  const u = new URL(url);
                  const own = APPS.find((a) => !a.host && String(a.port + offset) === u.port);
                  return own && u.pathname === '/mf-manifest.json'
                    ? path.join(distOf(own), 'mf-manifest.json')
                    : undefined;
                },
              })
          : undefined,
      }),
    );
  }
  const stop = () => {
    for (const s of servers) s.close();
    api.kill('SIGTERM');
  };
  return { api, servers, stop, apiUrl, offset, remotesFile };
}

/**
 * The one remote list of this stack (manifest URLs and the host's CSP): REMOTES_FILE if it
 * exists (kept as is), else written from REMOTE_*_URL / the default ports into .data/, each remote
 * at its live release when scripts/deploy.mjs has deployed one. Edit it to move a remote: the
 * host serves it per request, no restart (docs/deploy.md).
 */
export function remotesFileFor(offset, env = process.env) {
  if (env.REMOTES_FILE && existsSync(env.REMOTES_FILE)) return path.resolve(env.REMOTES_FILE);
  const file = remotesFilePath(offset, env);
  mkdirSync(path.dirname(file), { recursive: true });
  const list = atLiveReleases(remotesFromEnv({ ...env, PORT_OFFSET: String(offset) }), env);
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { api, stop, apiUrl, offset, remotesFile } = await startStack();
  console.log(
    `\nЛичный кабинет: http://localhost:${3000 + offset}  (API ${apiUrl}, remotes on ${3001 + offset}-${3005 + offset})`,
  );
  console.log(`Remote list (manifest URLs and CSP, edit to move a remote): ${remotesFile}`);
  console.log('Demo users: admin, manager, curator, player, newbie — password demo-password\n');
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => {
      stop();
      setTimeout(() => process.exit(0), 2000).unref();
    });
  api.on('exit', (code) => process.exit(code ?? 1));
}
