import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';

// The machine's nginx running the repo's configs in a temp folder (scripts/test/nginx.test.ts,
// scripts/test/edge.test.ts). nginx is required (CI installs it): `apt-get install -y nginx`.

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
