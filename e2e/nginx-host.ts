import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderConf, runEntrypoint, startNginx, stopNginx } from '../scripts/test/nginx-run';

/**
 * The host as its image serves it (issue 44 item 1 "on nginx"): the machine's nginx running
 * docker/nginx-host.conf and its headers, rendered as the image's envsubst does, over the built
 * host (host/dist), its /api/ proxied to the e2e API, its /remotes.json and CSP origins those of
 * the releases folder's remotes.json (the volume scripts/deploy.mjs writes), derived by
 * docker/entrypoint.sh as in the container. Only the port and the folders are this run's.
 */
const root = path.resolve(__dirname, '..');

export interface NginxHost {
  /**
   * Writes the list nginx serves as /remotes.json (read on each request). The CSP keeps the origins
   * derived at the start: a list written later names no other origin.
   */
  writeList(list: object): void;
  stop(): void;
}

/** Starts it on `port` (PORT_OFFSET added), its CSP origins derived from `list`. */
export function startNginxHost(port: number, offset: number, list: object): NginxHost {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-e2e-nginx-'));
  fs.chmodSync(tmp, 0o755);
  for (const dir of ['conf.d', 'releases']) fs.mkdirSync(path.join(tmp, dir));
  const vars = { API_URL: `http://127.0.0.1:${8000 + offset}` };
  fs.writeFileSync(
    path.join(tmp, 'conf.d/host-headers.inc'),
    renderConf(tmp, 'nginx-host-headers.inc', vars, 0, ''),
  );
  fs.writeFileSync(
    path.join(tmp, 'conf.d/host.conf'),
    renderConf(tmp, 'nginx-host.conf', vars, port + offset, path.join(root, 'host/dist')),
  );
  const writeList = (next: object) =>
    fs.writeFileSync(path.join(tmp, 'releases/remotes.json'), JSON.stringify(next));
  writeList(list);
  // The CSP origins from that list, nginx not running yet (no reload).
  runEntrypoint(tmp, 'apply', { HTML_DIR: path.join(root, 'host/dist'), NGINX_RELOAD: 'true' });
  startNginx(tmp, [`${tmp}/conf.d/*.conf`]);
  return {
    writeList,
    stop() {
      stopNginx(tmp);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
