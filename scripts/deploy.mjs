// Atomic redeploy of one app under the node static server (or any server whose root is a
// path): build into <app>/releases/<id>, then switch <app>/dist (a symlink) to it by rename(2),
// so a request sees either the old release or the new one, never a half-emptied folder.
// Usage: node scripts/deploy.mjs remote-video      (docs/deploy.md)
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const KEEP = 3;

/**
 * Points `link` at `target` atomically (a temp symlink renamed over it). A first deploy over a
 * real folder moves that folder into releases/ first (the only non-atomic step, done once).
 */
export function switchRelease(link, target) {
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    const legacy = path.join(path.dirname(target), `00000000-initial-${Date.now()}`);
    renameSync(link, legacy);
  }
  const tmp = `${link}.next-${process.pid}`;
  rmSync(tmp, { force: true });
  symlinkSync(path.relative(path.dirname(link), target), tmp);
  renameSync(tmp, link);
}

/** Removes all but the newest `keep` releases (and never `current`). */
export function pruneReleases(dir, current, keep = KEEP) {
  const old = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((p) => p !== current)
    .sort()
    .slice(0, -Math.max(keep - 1, 0) || undefined);
  for (const p of old) rmSync(p, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  if (!app || !existsSync(path.join(root, app, 'package.json'))) {
    console.error(
      'usage: node scripts/deploy.mjs <host|remote-player|remote-scheduler|remote-video|remote-curator|remote-backoffice>',
    );
    process.exit(2);
  }
  const releases = path.join(root, app, 'releases');
  const release = path.join(releases, new Date().toISOString().replace(/[-:.]/g, ''));
  mkdirSync(releases, { recursive: true });
  execFileSync('pnpm', ['--filter', `./${app}`, 'run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: release },
  });
  switchRelease(path.join(root, app, 'dist'), release);
  pruneReleases(releases, release);
  console.log(`${app}: dist → ${path.relative(root, release)}`);
}
