import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
// @ts-expect-error: a plain .mjs script without types
import { deploy, linkChunks, pointHost, pointRemote } from '../deploy.mjs';
// @ts-expect-error: a plain .mjs script without types
import { securityHeaders } from '../static-server.mjs';
// @ts-expect-error: a plain .mjs script without types
import { versions, writeVersions } from '../versions.mjs';
import { freePort, renderConf, runEntrypoint, startNginx, stopNginx } from './nginx-run';

// The repo's nginx configs (docker/), rendered as the image's templates are and run by the
// machine's nginx against a temp root: documents no-store, only hashed assets immutable, the
// security headers on every location, and the /api proxy stating the socket's address.
// nginx is required (CI installs it like chromium): `apt-get install -y nginx`.

const IMMUTABLE = 'public, max-age=31536000, immutable';

let tmp: string;
let api: http.Server;
const forwarded: Array<{ url: string; xff: unknown }> = [];
const ports: Record<'host' | 'remote', number> = { host: 0, remote: 0 };

/** What the image's envsubst and entrypoint do, with the listen address, root and paths moved. */
const render = (file: string, vars: Record<string, string>, port: number, root: string) =>
  renderConf(tmp, file, vars, port, root);

const entrypoint = (mode: string, env: Record<string, string> = {}) =>
  runEntrypoint(tmp, mode, { HTML_DIR: `${tmp}/host`, ...env });

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-nginx-'));
  chmodSync(tmp, 0o755);
  api = http.createServer((req, res) => {
    forwarded.push({ url: req.url ?? '', xff: req.headers['x-forwarded-for'] });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"api":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const vars = { API_URL: apiUrl };
  for (const kind of ['host', 'remote'] as const) {
    const root = path.join(tmp, kind);
    mkdirSync(root);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(root, 'main.1a2b3c4d.js'), 'console.log(1)');
    // The build's precompressed copy (scripts/webpack/compress-plugin.js), marked to tell it apart.
    writeFileSync(path.join(root, 'main.1a2b3c4d.js.gz'), gzipSync('console.log("from .gz")'));
    writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'sw.js'), 'self.x = 1');
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{}');
  }
  mkdirSync(path.join(tmp, 'conf.d'));
  // The image's entrypoint writes remotes.json and the CSP origins from REMOTE_*_URL.
  entrypoint('remotes', {
    REMOTE_PLAYER_URL: 'http://localhost:3001/mf-manifest.json',
    REMOTE_VIDEO_URL: 'http://localhost:3003/v2/mf-manifest.json',
  });
  ports.host = await freePort();
  ports.remote = await freePort();
  for (const kind of ['host', 'remote'] as const) {
    writeFileSync(
      path.join(tmp, 'conf.d', `${kind}-headers.inc`),
      render(`nginx-${kind}-headers.inc`, vars, 0, ''),
    );
    writeFileSync(
      path.join(tmp, 'conf.d', `${kind}.conf`),
      render(`nginx-${kind}.conf`, vars, ports[kind], path.join(tmp, kind)),
    );
  }
  startNginx(tmp, [`${tmp}/conf.d/*.conf`]);
});

afterAll(async () => {
  stopNginx(tmp);
  await new Promise((resolve) => api?.close(resolve));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/**
 * One request on a connection of its own, answered as a fetch Response. A pooled keep-alive socket
 * (fetch's) can meet "other side closed": nginx closes a connection after refusing a body, and a
 * reload's old workers close their idle ones while the next request is already on its way.
 */
function send(
  kind: 'host' | 'remote',
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: ports[kind], path: url, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) answer.append(name, one);
          }
          const empty = [204, 304].includes(status);
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const get = (kind: 'host' | 'remote', url: string, headers: Record<string, string> = {}) =>
  send(kind, url, { headers });

function expectHostHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  const policy = res.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self' http://localhost:3001 http://localhost:3003");
}

test.each(['/', '/index.html', '/login', '/students', '/students/12/notes?tab=1'])(
  'host document %s: index.html, no-store, security headers',
  async (url) => {
    const res = await get('host', url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<!doctype html>');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectHostHeaders(res);
  },
);

test('host: hashed asset immutable; remotes.json and unhashed files no-store; a missing bundle 404', async () => {
  const asset = await get('host', '/main.1a2b3c4d.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
  expectHostHeaders(asset);
  const remotes = await get('host', '/remotes.json');
  expect(await remotes.json()).toEqual({
    player: 'http://localhost:3001/mf-manifest.json',
    video: 'http://localhost:3003/v2/mf-manifest.json',
  });
  expect(remotes.headers.get('cache-control')).toBe('no-store');
  expectHostHeaders(remotes);
  expect((await get('host', '/favicon.svg')).headers.get('cache-control')).toBe('no-store');
  const gone = await get('host', '/main.00000000.js');
  expect(gone.status).toBe(404);
  expect(gone.headers.get('cache-control')).not.toBe(IMMUTABLE);
});

test('host /api proxy: forwarded with the socket address, not the client-sent one', async () => {
  forwarded.length = 0;
  const res = await get('host', '/api/users/team/?page=2', { 'x-forwarded-for': '6.6.6.6' });
  expect(await res.json()).toEqual({ api: true });
  expect(forwarded).toEqual([{ url: '/api/users/team/?page=2', xff: '127.0.0.1' }]);
});

test('remote: manifest and index no-store, hashed bundle immutable, CORS + CORP everywhere', async () => {
  for (const [url, cache] of [
    ['/mf-manifest.json', 'no-store'],
    ['/', 'no-store'],
    ['/index.html', 'no-store'],
    ['/main.1a2b3c4d.js', IMMUTABLE],
  ] as const) {
    const res = await get('remote', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  }
});

test('remote: a release under releases/<id>/ is served by the same rules; the deploy log and a release being written are not', async () => {
  const release = path.join(tmp, 'remote', 'releases', '20261129T100000000Z-abcdef0');
  mkdirSync(release, { recursive: true });
  mkdirSync(path.join(tmp, 'remote', 'releases', '.tmp-20261129T110000000Z-abcdef0'));
  writeFileSync(path.join(release, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(release, '7.0123abcd.js'), 'chunk');
  writeFileSync(path.join(tmp, 'remote', 'releases', '.deploys.jsonl'), '{}');
  const base = '/releases/20261129T100000000Z-abcdef0';
  for (const [url, status, cache] of [
    [`${base}/mf-manifest.json`, 200, 'no-store'],
    [`${base}/7.0123abcd.js`, 200, IMMUTABLE],
    ['/releases/.deploys.jsonl', 404, 'no-store'],
    ['/releases/.tmp-20261129T110000000Z-abcdef0/', 404, 'no-store'],
  ] as const) {
    const res = await get('remote', url);
    expect([url, res.status, res.headers.get('cache-control')]).toEqual([url, status, cache]);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  }
});

test('host: GET /versions.json joins its /build.json with what scripts/deploy.mjs wrote, never cached; the parts are not served', async () => {
  const root = path.join(tmp, 'releases');
  const read = async () => {
    const res = await get('host', '/versions.json');
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(res.headers.get('content-type')).toBe('application/json');
    expectHostHeaders(res);
    return res.json();
  };
  // Before any build record or deploy: each part null, never index.html.
  expect(await read()).toEqual({ host: null, remotes: null, history: null });
  const build = { version: '1.0.0+a978201', commit: 'a978201', builtAt: '2026-11-29T10:00:00.000Z' };
  writeFileSync(
    path.join(tmp, 'host', 'build.json'),
    JSON.stringify({ ...build, provides: { '@fund/shared': '2.17.0' } }),
  );
  const list = path.join(tmp, 'versions-remotes-list.json');
  writeFileSync(list, JSON.stringify({ video: 'https://fund.example/remotes/video/mf-manifest.json' }));
  const { id } = deploy({
    dir: path.join(root, 'remote-video'),
    fill: (folder: string) => {
      mkdirSync(folder);
      const buildInfo = { ...build, sharedRange: '^2.17.0' };
      writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo } }));
    },
    point: (release: string) => pointRemote(list, 'video', release),
    commit: 'a978201',
    now: new Date('2026-11-29T11:00:00.000Z'),
  });
  const remotes = JSON.parse(readFileSync(list, 'utf8'));
  writeVersions(root, remotes);
  const answer = await read();
  // The same remotes and history as the Node server's answer (scripts/versions.mjs).
  const node = versions({ root, hostDir: path.join(tmp, 'host'), remotes });
  expect(answer).toEqual({
    host: { ...build, provides: { '@fund/shared': '2.17.0' } },
    remotes: node.remotes,
    history: node.history,
  });
  expect(answer.remotes.video).toMatchObject({ release: id, sharedRange: '^2.17.0' });
  expect(answer.history).toHaveLength(1);
  for (const url of [
    '/_versions/versions-history.json',
    '/_versions/build.json',
    '/_versions/remote-video/.deploys.jsonl',
  ])
    expect([url, (await get('host', url)).status]).toEqual([url, 404]);
});

test("host: a hashed file its build lacks comes from an older host release (an old tab's lazy chunk), until pruned", async () => {
  const dir = path.join(tmp, 'releases', 'host');
  const ship = (tag: string, at: string) =>
    deploy({
      dir,
      fill: (folder: string) => {
        mkdirSync(folder);
        writeFileSync(path.join(folder, `${tag}.0123abcd.js`), tag);
        writeFileSync(path.join(folder, `${tag}.0123abcd.js.gz`), gzipSync(`${tag} from .gz`));
        writeFileSync(path.join(folder, 'index.html'), tag);
      },
      point: (id: string) => pointHost(dir, id),
      commit: tag,
      now: new Date(at),
    });
  const a = ship('aaa', '2026-11-29T10:00:00.000Z');
  ship('bbb', '2026-11-29T11:00:00.000Z');
  linkChunks(dir);
  const old = await get('host', '/aaa.0123abcd.js');
  expect([old.status, await old.text(), old.headers.get('cache-control')]).toEqual([200, 'aaa', IMMUTABLE]);
  expectHostHeaders(old);
  const gz = await get('host', '/bbb.0123abcd.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('bbb from .gz');
  // The image's own file wins; a name no release has, an unhashed file or a deeper path: 404.
  expect(await (await get('host', '/main.1a2b3c4d.js')).text()).toBe('console.log(1)');
  for (const url of ['/ccc.0123abcd.js', `/${a.id}/aaa.0123abcd.js`, '/x/aaa.0123abcd.js']) {
    const res = await get('host', url);
    expect([url, res.status, res.headers.get('cache-control')]).toEqual([url, 404, null]);
  }
  rmSync(path.join(dir, a.id), { recursive: true });
  linkChunks(dir);
  expect((await get('host', '/aaa.0123abcd.js')).status).toBe(404);
});

test.each(['host', 'remote'] as const)(
  '%s: a hashed bundle is sent as its .gz copy when the browser accepts gzip',
  async (kind) => {
    const gz = await get(kind, '/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gz.headers.get('cache-control')).toBe(IMMUTABLE);
    // The bytes on the wire are the .gz file itself (a browser inflates them).
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log("from .gz")');
    const plain = await get(kind, '/main.1a2b3c4d.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  },
);

describe('issue 35 #35: the remote image sends the host’s security headers and files only for GET and HEAD', () => {
  test('every remote answer carries the headers scripts/static-server.mjs sends for a remote', async () => {
    const expected = Object.entries(securityHeaders({ host: false, remotes: {} }) as Record<string, string>);
    for (const url of ['/', '/index.html', '/mf-manifest.json', '/main.1a2b3c4d.js', '/missing.txt']) {
      const res = await get('remote', url);
      const sent = expected.map(([name]) => [name, res.headers.get(name)]);
      expect([url, sent]).toEqual([url, expected]);
    }
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'])(
    '%s → 405 with Allow, never the file',
    async (method) => {
      for (const url of ['/', '/index.html', '/mf-manifest.json', '/main.1a2b3c4d.js']) {
        const res = await send('remote', url, { method, body: 'x' });
        expect([url, res.status]).toEqual([url, 405]);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(await res.text()).not.toContain('console.log');
      }
    },
  );

  test('HEAD is served; a CORS preflight is answered empty', async () => {
    const head = await send('remote', '/main.1a2b3c4d.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    const preflight = await send('remote', '/mf-manifest.json', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

test("issue 42: the host serves the installed app's worker and manifest never cached, typed, allowed by its CSP", async () => {
  const worker = await get('host', '/sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-store');
  expectHostHeaders(worker);
  const manifest = await get('host', '/manifest.webmanifest');
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  expect(manifest.headers.get('cache-control')).toBe('no-store');
  expectHostHeaders(manifest);
  const policy = (await get('host', '/')).headers.get('content-security-policy') ?? '';
  expect(policy).toContain("worker-src 'self';");
  expect(policy).toContain("manifest-src 'self';");
  // A missing worker is a 404, never index.html (the browser would refuse a text/html worker).
  rmSync(path.join(tmp, 'host', 'sw.js'));
  expect((await get('host', '/sw.js')).status).toBe(404);
  writeFileSync(path.join(tmp, 'host', 'sw.js'), 'self.x = 1');
});

test("docker-compose's releases volume: a remote deployed into it is live through nginx, no new image nor reload", async () => {
  // DEPLOY_ROOT as the host mounts it (/srv/releases) and remote-video's folder of it as that
  // remote mounts it (its root's releases/), scripts/deploy.mjs pointing the volume's remote list.
  const volumeList = path.join(tmp, 'releases', 'remotes.json');
  const remoteUrl = `http://127.0.0.1:${ports.remote}`;
  writeFileSync(volumeList, JSON.stringify({ video: `${remoteUrl}/mf-manifest.json` }));
  // The dotfile test's stand-in log is no deploy log.
  rmSync(path.join(tmp, 'remote', 'releases', '.deploys.jsonl'), { force: true });
  try {
    const { id } = deploy({
      dir: path.join(tmp, 'remote', 'releases'),
      fill: (folder: string) => {
        mkdirSync(folder);
        writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name":"video"}');
        writeFileSync(path.join(folder, '9.0123abcd.js'), 'video chunk');
      },
      point: (release: string) => pointRemote(volumeList, 'video', release),
      commit: 'c0ffee0',
      now: new Date('2026-11-29T12:00:00.000Z'),
    });
    const list = await get('host', '/remotes.json');
    expect([list.headers.get('cache-control'), await list.json()]).toEqual([
      'no-store',
      { video: `${remoteUrl}/releases/${id}/mf-manifest.json` },
    ]);
    expectHostHeaders(list);
    const manifest = await get('remote', `/releases/${id}/mf-manifest.json`);
    expect([manifest.status, await manifest.text()]).toEqual([200, '{"name":"video"}']);
    expect((await get('remote', `/releases/${id}/9.0123abcd.js`)).headers.get('cache-control')).toBe(
      IMMUTABLE,
    );
    // A canary of 10 % beside it (issue 44 item 6): the host serves the line as written.
    const canary = deploy({
      dir: path.join(tmp, 'remote', 'releases'),
      fill: (folder: string) => mkdirSync(folder),
      point: (release: string) => pointRemote(volumeList, 'video', release, 10),
      commit: 'c0ffee1',
      now: new Date('2026-11-29T13:00:00.000Z'),
      action: 'canary',
    });
    expect(await (await get('host', '/remotes.json')).json()).toEqual({
      video: {
        url: `${remoteUrl}/releases/${id}/mf-manifest.json`,
        canary: { url: `${remoteUrl}/releases/${canary.id}/mf-manifest.json`, percent: 10 },
      },
    });
  } finally {
    rmSync(volumeList);
  }
  // Without the volume's list, the image's own (written from REMOTE_*_URL) again.
  expect(await (await get('host', '/remotes.json')).json()).toEqual({
    player: 'http://localhost:3001/mf-manifest.json',
    video: 'http://localhost:3003/v2/mf-manifest.json',
  });
});

// Last in the file: a reload's old workers may answer a while with the moved origins, and no test
// after this one reads the host's policy.
test('moving a remote is one edit of remotes.json: `fund-remotes apply` puts its origin into the CSP', async () => {
  const file = path.join(tmp, 'host', 'remotes.json');
  const before = readFileSync(file, 'utf8');
  const moved = {
    player: 'http://localhost:3001/mf-manifest.json',
    video: 'https://video.example.org/mf-manifest.json',
  };
  // A reload swaps workers asynchronously (old ones close their keep-alive sockets): ask until
  // the new ones answer, bounded.
  const policyOnceReloaded = async (moved: boolean) => {
    // Ten answers in a row from the new config: an old worker may still take a connection or two.
    const until = Date.now() + 10_000;
    let policy = '';
    for (let inARow = 0; inARow < 10 && Date.now() < until; ) {
      const res = await get('host', '/sw.js').catch(() => undefined);
      policy = res?.headers.get('content-security-policy') ?? '';
      inARow = policy.includes('video.example.org') === moved ? inARow + 1 : 0;
    }
    return policy;
  };
  try {
    writeFileSync(file, JSON.stringify(moved));
    entrypoint('apply');
    const policy = await policyOnceReloaded(true);
    expect(policy).toContain("script-src 'self' http://localhost:3001 https://video.example.org;");
    expect(policy).toContain("connect-src 'self' http://localhost:3001 https://video.example.org;");
    expect(await (await get('host', '/remotes.json')).json()).toEqual(moved);
  } finally {
    writeFileSync(file, before);
    entrypoint('apply');
  }
});
