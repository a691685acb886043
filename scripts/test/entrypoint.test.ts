import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// docker/entrypoint.sh at container start (the host image, user nginx): remotes.json is written
// from REMOTE_*_URL, unless one is mounted read-only — then it is kept and only the CSP map is
// written (the start no longer fails). Run as an unprivileged user, as in the image.

const repo = path.resolve(__dirname, '../..');
const NOBODY = 65534;
let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-entrypoint-'));
  chmodSync(tmp, 0o755);
  for (const dir of ['html', 'conf.d']) mkdirSync(path.join(tmp, dir));
  writeFileSync(path.join(tmp, 'conf.d', 'host.conf'), 'server {}');
  writeFileSync(path.join(tmp, 'conf.d', 'remote.conf'), 'server {}');
  // The image: the web root and conf.d belong to the nginx user (here: nobody when root runs it).
  if (process.getuid?.() === 0) {
    for (const dir of ['html', 'conf.d', 'conf.d/host.conf', 'conf.d/remote.conf']) {
      chownSync(path.join(tmp, dir), NOBODY, NOBODY);
    }
  }
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function start(env: Record<string, string> = {}) {
  const asNginx =
    process.getuid?.() === 0 ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'] : [];
  const [cmd, ...args] = [...asNginx, 'sh', path.join(repo, 'docker/entrypoint.sh')];
  return execFileSync(cmd!, args, {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      APP_KIND: 'host',
      HTML_DIR: path.join(tmp, 'html'),
      CONF_DIR: path.join(tmp, 'conf.d'),
      REMOTE_PLAYER_URL: 'https://player.example.org/mf-manifest.json',
      REMOTE_VIDEO_URL: 'https://video.example.org/mf-manifest.json',
      RELEASES_DIR: path.join(tmp, 'releases'),
      ...env,
    },
  });
}

test('remotes.json is written from REMOTE_*_URL, the CSP map from it', () => {
  start();
  expect(JSON.parse(readFileSync(path.join(tmp, 'html/remotes.json'), 'utf8'))).toEqual({
    player: 'https://player.example.org/mf-manifest.json',
    video: 'https://video.example.org/mf-manifest.json',
  });
  expect(readFileSync(path.join(tmp, 'conf.d/remote-origins.conf'), 'utf8')).toBe(
    'map $host $fund_remote_origins { default "https://player.example.org https://video.example.org"; }\n',
  );
});

test('a remotes.json the nginx user cannot write (mounted :ro) is kept; only the CSP map is written', () => {
  const mounted = { player: 'https://cdn.example.net/player/mf-manifest.json' };
  const file = path.join(tmp, 'html/remotes.json');
  writeFileSync(file, JSON.stringify(mounted));
  chmodSync(file, 0o444);
  const out = start();
  expect(out).toContain('remotes.json is read-only: kept');
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(mounted);
  expect(readFileSync(path.join(tmp, 'conf.d/remote-origins.conf'), 'utf8')).toBe(
    'map $host $fund_remote_origins { default "https://cdn.example.net"; }\n',
  );
  expect(readFileSync(path.join(tmp, 'conf.d/site.conf'), 'utf8')).toBe('server {}');
});

test("docker-compose's releases volume holds the list scripts/deploy.mjs edits: the CSP's origins come from it", () => {
  mkdirSync(path.join(tmp, 'releases'));
  const deployed = {
    video: 'https://fund.example.org/remotes/video/releases/20261129T120000000Z-c0ffee0/mf-manifest.json',
  };
  writeFileSync(path.join(tmp, 'releases', 'remotes.json'), JSON.stringify(deployed));
  start();
  expect(readFileSync(path.join(tmp, 'conf.d/remote-origins.conf'), 'utf8')).toBe(
    'map $host $fund_remote_origins { default "https://fund.example.org"; }\n',
  );
  // The image's own list is still written from REMOTE_*_URL (nginx's fallback without the volume's).
  expect(JSON.parse(readFileSync(path.join(tmp, 'html/remotes.json'), 'utf8')).video).toBe(
    'https://video.example.org/mf-manifest.json',
  );
});

test('a canary release and the preview origins of the list (issue 44 item 6) are allowed by the CSP too', () => {
  mkdirSync(path.join(tmp, 'releases'));
  const list = {
    video: {
      url: 'https://fund.example.org/remotes/video/releases/20261129T120000000Z-c0ffee0/mf-manifest.json',
      canary: { url: 'https://canary.example.org:8443/video/mf-manifest.json', percent: 10 },
    },
    previewOrigins: ['https://preview.example.org'],
  };
  writeFileSync(path.join(tmp, 'releases', 'remotes.json'), JSON.stringify(list, null, 2));
  start();
  expect(readFileSync(path.join(tmp, 'conf.d/remote-origins.conf'), 'utf8')).toBe(
    'map $host $fund_remote_origins { default "https://canary.example.org:8443 https://fund.example.org https://preview.example.org"; }\n',
  );
});
