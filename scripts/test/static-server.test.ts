import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
// @ts-expect-error: a plain .mjs script without types
import { cacheControl, proxyPath, remotesFromFile, serveApp } from '../static-server.mjs';

// The `npm start` static servers, started on free ports against a temp dist folder: documents
// are never cached, only hashed assets are, security headers everywhere, the /api proxy forwards
// only normalized /api/ paths and states the socket's address, and it binds to loopback.

type Server = http.Server;
let dir: string;
let hostServer: Server;
let remoteServer: Server;
let api: Server;
const forwarded: Array<{ url: string; xff: string | undefined }> = [];

const listening = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fund-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'remoteEntry.deadbeef.js'), 'var x');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.x = 1');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  api = http.createServer((req, res) => {
    forwarded.push({ url: req.url ?? '', xff: req.headers['x-forwarded-for'] as string | undefined });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"api":true}');
  });
  await listening(api);
  const remotes = { video: 'http://localhost:3003/mf-manifest.json' };
  hostServer = await serveApp({ dir, port: 0, host: true, apiUrl: base(api), remotes });
  remoteServer = await serveApp({ dir, port: 0, remotes });
});
afterAll(async () => {
  for (const server of [hostServer, remoteServer, api]) await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

const get = (server: Server, url: string, headers: Record<string, string> = {}) =>
  fetch(`${base(server)}${url}`, { headers, redirect: 'manual' });

/** The path exactly as written (fetch would resolve dot segments before sending). */
const raw = (server: Server, rawPath: string) =>
  new Promise<{ status: number; type: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: rawPath }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) }),
        );
      })
      .on('error', reject);
  });

test('binds 127.0.0.1 unless HOST says otherwise', () => {
  expect((hostServer.address() as AddressInfo).address).toBe('127.0.0.1');
  expect((remoteServer.address() as AddressInfo).address).toBe('127.0.0.1');
});

test.each(['/', '/index.html', '/login', '/students', '/students/12/notes?tab=1', '/video'])(
  'host document %s: no-store with the security headers',
  async (url) => {
    const res = await get(hostServer, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain('http://localhost:3003');
  },
);

test('host: hashed assets immutable for a year; remotes.json, unhashed files and 404s no-store', async () => {
  const asset = await get(hostServer, '/main.1a2b3c4d.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  const remotes = await get(hostServer, '/remotes.json');
  expect(await remotes.json()).toEqual({ video: 'http://localhost:3003/mf-manifest.json' });
  expect(remotes.headers.get('cache-control')).toBe('no-store');
  expect((await get(hostServer, '/favicon.svg')).headers.get('cache-control')).toBe('no-store');
  // A bundle deleted by a deploy is a 404, never index.html cached as immutable.
  const gone = await get(hostServer, '/main.00000000.js');
  expect(gone.status).toBe(404);
  expect(gone.headers.get('cache-control')).toBe('no-store');
});

test('remote: manifest and index no-store, hashed entry immutable, CORS + CORP on everything', async () => {
  for (const [url, cache] of [
    ['/mf-manifest.json', 'no-store'],
    ['/index.html', 'no-store'],
    ['/remoteEntry.deadbeef.js', 'public, max-age=31536000, immutable'],
  ]) {
    const res = await get(remoteServer, url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  }
  expect((await get(remoteServer, '/login')).status).toBe(404);
});

test('the /api proxy forwards normalized /api/ paths only, with the socket address as X-Forwarded-For', async () => {
  forwarded.length = 0;
  const plain = await get(hostServer, '/api/users/team/?page=2', { 'x-forwarded-for': '6.6.6.6' });
  expect(await plain.json()).toEqual({ api: true });
  expect((await raw(hostServer, '/api/%2e%2e/api/users/team/')).status).toBe(200);
  expect((await raw(hostServer, '/api/x/../users/')).status).toBe(200);
  // Dotted out of /api/: served by the host (its SPA document), never sent to the API.
  for (const dotted of ['/api/../%61pi/users/team/', '/api/%2e%2e/%61pi/users/team/']) {
    const res = await raw(hostServer, dotted);
    expect(res.type).toMatch(/text\/html|text\/plain/);
  }
  expect(forwarded.map((f) => f.url)).toEqual(['/api/users/team/?page=2', '/api/users/team/', '/api/users/']);
  for (const f of forwarded) expect(f.xff).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
});

test('cacheControl and proxyPath', () => {
  expect(cacheControl('/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControl('/static/css/app.0123abcd.css')).toBe('public, max-age=31536000, immutable');
  for (const p of ['/', '/index.html', '/login', '/remotes.json', '/mf-manifest.json', '/main.js']) {
    expect(cacheControl(p)).toBe('no-store');
  }
  expect(proxyPath('/api/a/?x=1')).toBe('/api/a/?x=1');
  expect(proxyPath('/api/./a/')).toBe('/api/a/');
  expect(proxyPath('/api/../a/')).toBeUndefined();
  expect(proxyPath('/api/%2E%2E/x')).toBeUndefined();
  expect(proxyPath('//evil.example/api/x')).toBeUndefined();
  expect(proxyPath('/apix')).toBeUndefined();
});

test('hashed bundles: the .br copy for br, the .gz copy for gzip, the file itself otherwise; Vary', async () => {
  writeFileSync(path.join(dir, 'chunk.0badcafe.js'), 'var plain');
  writeFileSync(path.join(dir, 'chunk.0badcafe.js.br'), brotliCompressSync('var br'));
  writeFileSync(path.join(dir, 'chunk.0badcafe.js.gz'), gzipSync('var gz'));
  for (const [accept, encoding, body] of [
    ['gzip, deflate, br', 'br', 'var br'],
    ['gzip', 'gzip', 'var gz'],
    ['identity', null, 'var plain'],
  ] as const) {
    for (const server of [hostServer, remoteServer]) {
      const res = await get(server, '/chunk.0badcafe.js', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(body);
    }
  }
});

test('serves what is on disk now: a file added after start, and a dist switched by symlink rename', async () => {
  writeFileSync(path.join(dir, 'remoteEntry.feedf00d.js'), 'var added');
  expect(await (await get(remoteServer, '/remoteEntry.feedf00d.js')).text()).toBe('var added');

  // The deploy of docs/deploy.md: releases/<id> built aside, `current` switched by rename.
  const root = mkdtempSync(path.join(os.tmpdir(), 'fund-deploy-'));
  const release = (id: string) => {
    mkdirSync(path.join(root, id));
    writeFileSync(path.join(root, id, 'index.html'), `<!doctype html><title>${id}</title>`);
    writeFileSync(path.join(root, id, `remoteEntry.${id}.js`), id);
    symlinkSync(path.join(root, id), path.join(root, 'next'));
    renameSync(path.join(root, 'next'), path.join(root, 'current'));
  };
  release('aaaaaaaa');
  const server = await serveApp({ dir: path.join(root, 'current'), port: 0, remotes: {} });
  try {
    expect(await (await get(server, '/remoteEntry.aaaaaaaa.js')).text()).toBe('aaaaaaaa');
    release('bbbbbbbb');
    expect(await (await get(server, '/remoteEntry.bbbbbbbb.js')).text()).toBe('bbbbbbbb');
    expect(await (await get(server, '/index.html')).text()).toContain('bbbbbbbb');
    expect((await get(server, '/remoteEntry.aaaaaaaa.js')).status).toBe(404);
  } finally {
    await new Promise((r) => server.close(r));
    rmSync(root, { recursive: true, force: true });
  }
});

test('a remote list file drives /remotes.json and the CSP together, re-read when it changes', async () => {
  const file = path.join(dir, 'remotes-list.json');
  writeFileSync(file, JSON.stringify({ video: 'http://localhost:3003/mf-manifest.json' }));
  const server = await serveApp({ dir, port: 0, host: true, remotes: remotesFromFile(file) });
  try {
    const csp = async () => (await get(server, '/')).headers.get('content-security-policy');
    expect(await csp()).toContain("script-src 'self' http://localhost:3003;");
    const moved = { video: 'https://video.example.org/v7/mf-manifest.json' };
    // Another size: the file is re-read on a change of size or mtime.
    writeFileSync(file, JSON.stringify(moved, null, 2));
    expect(await (await get(server, '/remotes.json')).json()).toEqual(moved);
    expect(await csp()).toContain("script-src 'self' https://video.example.org;");
    expect(await csp()).toContain("connect-src 'self' https://video.example.org;");
  } finally {
    await new Promise((r) => server.close(r));
  }
});

test('a canary and preview origins (issue 44 item 6) are served as written and allowed by the CSP; a bad line keeps the last good list', async () => {
  const file = path.join(dir, 'remotes-canary.json');
  const list = {
    video: {
      url: 'http://localhost:3003/releases/a/mf-manifest.json',
      canary: { url: 'https://canary.example.org/releases/b/mf-manifest.json', percent: 10 },
    },
    player: 'http://localhost:3001/mf-manifest.json',
    previewOrigins: ['https://preview.example.org'],
  };
  writeFileSync(file, JSON.stringify(list));
  const server = await serveApp({ dir, port: 0, host: true, remotes: remotesFromFile(file) });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const csp = async () => (await get(server, '/')).headers.get('content-security-policy');
    expect(await (await get(server, '/remotes.json')).json()).toEqual(list);
    expect(await csp()).toContain(
      "script-src 'self' http://localhost:3003 https://canary.example.org http://localhost:3001 https://preview.example.org;",
    );
    for (const bad of [
      {
        video: {
          url: 'http://localhost:3003/x',
          canary: { url: 'https://c.example.org/m.json', percent: 101 },
        },
      },
      { video: { url: 'http://localhost:3003/x', canary: { percent: 5 } } },
      { video: { canary: { url: 'https://c.example.org/m.json', percent: 5 } } },
      { video: 'javascript:alert(1)' },
      { previewOrigins: 'https://preview.example.org' },
    ]) {
      writeFileSync(file, JSON.stringify(bad, null, 3));
      expect(await (await get(server, '/remotes.json')).json()).toEqual(list);
    }
    expect(errors).toHaveBeenCalledTimes(5);
  } finally {
    errors.mockRestore();
    await new Promise((r) => server.close(r));
  }
});

describe('issue 35 #35: only GET and HEAD reach a file, and a remote sends the host’s security headers', () => {
  test.each(['/', '/index.html', '/remoteEntry.deadbeef.js', '/mf-manifest.json'])(
    'remote %s: CSP of its own origin, never framed',
    async (url) => {
      const res = await get(remoteServer, url);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('localhost:3003');
    },
  );

  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'])(
    '%s → 405 with Allow, never the file',
    async (method) => {
      for (const [server, url] of [
        [remoteServer, '/remoteEntry.deadbeef.js'],
        [remoteServer, '/index.html'],
        [hostServer, '/'],
        [hostServer, '/login'],
        [hostServer, '/main.1a2b3c4d.js'],
        [hostServer, '/remotes.json'],
      ] as const) {
        const res = await fetch(`${base(server)}${url}`, { method, body: 'x' });
        expect([url, res.status]).toEqual([url, 405]);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(await res.text()).toBe('Method not allowed');
      }
    },
  );

  test('HEAD is served without a body; a remote’s preflight is answered empty; the /api proxy keeps every method', async () => {
    const head = await fetch(`${base(remoteServer)}/remoteEntry.deadbeef.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('access-control-allow-origin')).toBe('*');
    expect(await head.text()).toBe('');
    const preflight = await fetch(`${base(remoteServer)}/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(await preflight.text()).toBe('');
    forwarded.length = 0;
    const post = await fetch(`${base(hostServer)}/api/token/`, { method: 'POST', body: '{}' });
    expect(await post.json()).toEqual({ api: true });
    expect(forwarded.map((f) => f.url)).toEqual(['/api/token/']);
  });
});

test('issue 42: the installed app: worker and manifest never cached, typed, allowed by the CSP from the host only', async () => {
  const worker = await get(hostServer, '/sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-store');
  const manifest = await get(hostServer, '/manifest.webmanifest');
  expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers.get('cache-control')).toBe('no-store');
  for (const res of [worker, manifest, await get(hostServer, '/')]) {
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("manifest-src 'self';");
  }
  // A missing worker is a 404, never the page (which would register as a script of type text/html).
  rmSync(path.join(dir, 'sw.js'));
  expect((await get(hostServer, '/sw.js')).status).toBe(404);
  writeFileSync(path.join(dir, 'sw.js'), 'self.x = 1');
});
