import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

// The machine's nginx running the repo's configs in a temp folder (scripts/test/nginx.test.ts,
// scripts/test/edge.test.ts). nginx is required (CI installs it): `apt-get install -y nginx`.

const repo = path.resolve(__dirname, '../..');

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** nginx with this folder's main config (`nginx.conf`), e.g. `nginx(tmp, '-s', 'reload')`. */
export function nginx(tmp: string, ...args: string[]) {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does it)');
  return execFileSync(NGINX, ['-p', tmp, '-c', `${tmp}/nginx.conf`, '-e', `${tmp}/error.log`, ...args], {
    stdio: 'pipe',
  });
}

/** Writes `tmp/nginx.conf` (its http block includes `includes`), checks it and starts nginx daemonised. */
export function startNginx(tmp: string, includes: string[]): void {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${tmp}/${t};`)
    .join('\n');
  writeFileSync(
    `${tmp}/nginx.conf`,
    `worker_processes 1;
pid ${tmp}/nginx.pid;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
${temp}
${includes.map((f) => `  include ${f};`).join('\n')}
}
`,
  );
  nginx(tmp, '-t');
  // Daemonised: the command returns once the sockets are bound.
  nginx(tmp);
}

/** Stops the nginx of `tmp`, if it runs. */
export function stopNginx(tmp: string | undefined): void {
  if (!tmp) return;
  try {
    nginx(tmp, '-s', 'stop');
  } catch {}
}

/**
 * A config of docker/ as the image's envsubst and entrypoint render it, with the listen address, the
 * root and the paths moved into `tmp` (`${tmp}/releases` for the releases volume, `${tmp}/conf.d/`).
 */
export function renderConf(
  tmp: string,
  file: string,
  vars: Record<string, string>,
  port: number,
  root: string,
): string {
  let text = readFileSync(path.join(repo, 'docker', file), 'utf8');
  for (const [name, value] of Object.entries(vars)) text = text.split(`\${${name}}`).join(value);
  return text
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${root};`)
    .split('/srv/releases')
    .join(`${tmp}/releases`)
    .split('/etc/nginx/conf.d/')
    .join(`${tmp}/conf.d/`);
}

/**
 * docker/entrypoint.sh in `mode` (`remotes`, `apply`) over `tmp`'s conf.d and releases folder, its
 * reload being `tmp`'s nginx (`env.HTML_DIR`: where the image's own remotes.json would be).
 */
export function runEntrypoint(tmp: string, mode: string, env: Record<string, string>): void {
  execFileSync('sh', [path.join(repo, 'docker/entrypoint.sh'), mode], {
    env: {
      PATH: process.env.PATH,
      CONF_DIR: `${tmp}/conf.d`,
      RELEASES_DIR: `${tmp}/releases`,
      NGINX_RELOAD: `${NGINX} -p ${tmp} -c ${tmp}/nginx.conf -e ${tmp}/error.log -s reload`,
      ...env,
    },
    stdio: 'pipe',
  });
}
