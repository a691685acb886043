import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderConf, runEntrypoint, startNginx, stopNginx } from '../scripts/test/nginx-run';

/**
 * The host as its image serves it (issue 44 items 1, 2 and 6 "on nginx"): the machine's nginx
 * running docker/nginx-host.conf and its headers, rendered as the image's envsubst does, over the
 * built host (host/dist), its /api/ proxied to the e2e API, its /remotes.json and CSP origins those
 * of the releases folder's remotes.json (the volume scripts/deploy.mjs writes, `releases`), derived
 * by docker/entrypoint.sh as in the container. With `playerPort`, the player remote too, by
 * docker/nginx-remote.conf over remote-player/dist, its `releases/` the releases folder's
 * `remote-player/` (docker-compose.yml mounts it so). Only the ports and the folders are this run's.
 */
export interface NginxHost {
  /** The releases folder (DEPLOY_ROOT of scripts/deploy.mjs; its remotes.json is the host's list). */
  releases: string;
  /**
   * Writes the list nginx serves as /remotes.json (read on each request). The CSP keeps the origins
   * derived at the start: a list written later names no other origin.
   */
  writeList(list: object): void;
  stop(): void;
}

const root = path.resolve(__dirname, '..');

/** Starts it on `port` (PORT_OFFSET added), its CSP origins derived from `list`. */
export function startNginxHost(port: number, offset: number, list: object, playerPort?: number): NginxHost {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-e2e-nginx-'));
  fs.chmodSync(tmp, 0o755);
  const releases = path.join(tmp, 'releases');
  for (const dir of ['conf.d', 'releases', 'releases/remote-player']) fs.mkdirSync(path.join(tmp, dir));
  const vars = { API_URL: `http://127.0.0.1:${8000 + offset}` };
  const conf = (name: string, text: string) => fs.writeFileSync(path.join(tmp, 'conf.d', name), text);
  conf('host-headers.inc', renderConf(tmp, 'nginx-host-headers.inc', vars, 0, ''));
  conf('host.conf', renderConf(tmp, 'nginx-host.conf', vars, port + offset, path.join(root, 'host/dist')));
  if (playerPort) {
    // The remote image's web root: the build, and releases/ mounted from the releases folder.
    const web = path.join(tmp, 'remote-player');
    fs.mkdirSync(web);
    const dist = path.join(root, 'remote-player/dist');
    for (const name of fs.readdirSync(dist)) fs.symlinkSync(path.join(dist, name), path.join(web, name));
    fs.symlinkSync(path.join(releases, 'remote-player'), path.join(web, 'releases'));
    conf('remote-headers.inc', renderConf(tmp, 'nginx-remote-headers.inc', vars, 0, ''));
    conf('remote.conf', renderConf(tmp, 'nginx-remote.conf', vars, playerPort + offset, web));
  }
  const writeList = (next: object) =>
    fs.writeFileSync(path.join(releases, 'remotes.json'), JSON.stringify(next));
  writeList(list);
  // The CSP origins from that list, nginx not running yet (no reload).
  runEntrypoint(tmp, 'apply', { HTML_DIR: path.join(root, 'host/dist'), NGINX_RELOAD: 'true' });
  startNginx(tmp, [`${tmp}/conf.d/*.conf`]);
  return {
    releases,
    writeList,
    stop() {
      stopNginx(tmp);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
