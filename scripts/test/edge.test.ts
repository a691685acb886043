import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNginx, stopNginx } from './nginx-run';

// The front door (docker/nginx-edge.conf) in front of the host (docker/nginx-host.conf), both run
// by the machine's nginx with a self-signed certificate made here: HTTPS answers with HSTS, HTTP
// redirects, and the API sees the real client's address — not a client-sent X-Forwarded-For, and
// a different one for each client (the login limit keys on it: api/test/routes/auth-throttle.test.ts).

const repo = path.resolve(__dirname, '../..');
/** The front door's address as the host sees it (compose: 172.28.0.4; here a loopback alias). */
const EDGE_SOURCE = '127.0.0.3';
/** Debian's openssl (a dependency of nginx's packages here). */
const OPENSSL = '/usr/bin/openssl';

let tmp: string;
let api: http.Server;
/** Stands for every remote's nginx (compose: remote-player:8080 …): answers the path it was asked. */
let remote: http.Server;
let cert: string;
const seen: Array<{ xff: unknown; requestId: unknown }> = [];
const ports = { http: 0, https: 0, host: 0 };

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-edge-'));
  chmodSync(tmp, 0o755);
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      `${tmp}/privkey.pem`,
      '-out',
      `${tmp}/fullchain.pem`,
    ],
    { stdio: 'pipe' },
  );
  cert = readFileSync(`${tmp}/fullchain.pem`, 'utf8');
  api = http.createServer((req, res) => {
    seen.push({ xff: req.headers['x-forwarded-for'], requestId: req.headers['x-request-id'] });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"api":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  for (const k of ['http', 'https', 'host'] as const) ports[k] = await freePort();
  mkdirSync(`${tmp}/html`);
  writeFileSync(`${tmp}/html/index.html`, '<!doctype html><title>fund</title>');
  mkdirSync(`${tmp}/conf.d`);
  writeFileSync(`${tmp}/conf.d/remote-origins.map`, 'map $host $fund_remote_origins { default ""; }\n');
  writeFileSync(
    `${tmp}/conf.d/host-headers.inc`,
    readFileSync(path.join(repo, 'docker/nginx-host-headers.inc'), 'utf8'),
  );
  const host = readFileSync(path.join(repo, 'docker/nginx-host.conf'), 'utf8')
    .replace(/\$\{API_URL\}/g, `http://127.0.0.1:${(api.address() as AddressInfo).port}`)
    .replace('listen 8080;', `listen 127.0.0.1:${ports.host};`)
    .replace('root /usr/share/nginx/html;', `root ${tmp}/html;`)
    .replace('set_real_ip_from 172.28.0.4;', `set_real_ip_from ${EDGE_SOURCE};`)
    .split('/etc/nginx/conf.d/')
    .join(`${tmp}/conf.d/`);
  remote = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ remote: true, url: req.url }));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  const edge = readFileSync(path.join(repo, 'docker/nginx-edge.conf'), 'utf8')
    .replace(/\$\{REMOTE_[A-Z]+_UPSTREAM\}/g, remoteUrl)
    .replace(/\$\{HOST_URL\};/g, `http://127.0.0.1:${ports.host};\n    proxy_bind ${EDGE_SOURCE};`)
    .replace('listen 8080;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 8443 ssl;', `listen 127.0.0.1:${ports.https} ssl;`)
    .split('/etc/nginx/certs/')
    .join(`${tmp}/`)
    .replace('root /var/www/acme;', `root ${tmp}/acme;`);
  expect(host).toContain(`set_real_ip_from ${EDGE_SOURCE};`);
  // Every variable of the template was given a value here (as compose gives each one).
  expect(edge).not.toMatch(/\$\{[A-Z_]+\}/);
  writeFileSync(`${tmp}/host.conf`, host);
  writeFileSync(`${tmp}/edge.conf`, edge);
  startNginx(tmp, [`${tmp}/conf.d/remote-origins.map`, `${tmp}/host.conf`, `${tmp}/edge.conf`]);
});

afterAll(async () => {
  stopNginx(tmp);
  await new Promise((resolve) => api?.close(resolve));
  await new Promise((resolve) => remote?.close(resolve));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A request over TLS (the test's certificate trusted), from a given client address. */
function viaHttps(url: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: ports.https,
          path: url,
          servername: 'localhost',
          ca: cert,
          headers: { host: 'localhost', ...headers },
          localAddress,
        },
        (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

test('HTTPS answers the host with HSTS; the certificate is the mounted one', async () => {
  const res = await viaHttps('/');
  expect(res.status).toBe(200);
  expect(res.body).toContain('<title>fund</title>');
  expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(res.headers['x-frame-options']).toBe('DENY');
});

test('HTTP redirects to HTTPS, path and query kept; the renewal path stays on HTTP', async () => {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(
        {
          host: '127.0.0.1',
          port: ports.http,
          path: '/students/12?tab=1',
          headers: { host: 'fund.example.org' },
        },
        resolve,
      )
      .on('error', reject),
  );
  res.resume();
  expect(res.statusCode).toBe(301);
  expect(res.headers.location).toBe('https://fund.example.org/students/12?tab=1');
  expect((await fetch(`http://127.0.0.1:${ports.http}/edge-health`)).status).toBe(200);
});

test("the API sees each real client's address; a client-sent X-Forwarded-For or X-Request-Id changes nothing", async () => {
  seen.length = 0;
  await viaHttps(
    '/api/token/',
    { 'x-forwarded-for': '6.6.6.6', 'x-request-id': 'chosen-by-the-client' },
    '127.0.0.1',
  );
  await viaHttps('/api/token/', { 'x-forwarded-for': '6.6.6.6' }, '127.0.0.2');
  expect(seen.map((s) => s.xff)).toEqual(['127.0.0.1', '127.0.0.2']);
  // The front door's own id of each request, passed through the host.
  expect(seen.map((s) => String(s.requestId))).toEqual([
    expect.stringMatching(/^[0-9a-f]{32}$/),
    expect.stringMatching(/^[0-9a-f]{32}$/),
  ]);
  expect(seen[0]!.requestId).not.toBe(seen[1]!.requestId);
});

test("the host believes X-Forwarded-For only from the front door's address", async () => {
  seen.length = 0;
  const direct = await fetch(`http://127.0.0.1:${ports.host}/api/token/`, {
    headers: { 'x-forwarded-for': '6.6.6.6' },
  });
  expect(direct.status).toBe(200);
  expect(seen.map((s) => s.xff)).toEqual(['127.0.0.1']);
});

test('/api/metrics is not served through the front door', async () => {
  seen.length = 0;
  expect((await viaHttps('/api/metrics')).status).toBe(404);
  expect((await viaHttps('/%61pi/metrics')).status).toBe(404);
  expect(seen).toEqual([]);
});

test('each remote over HTTPS on the same origin: /remotes/<name>/ to its own nginx, the prefix dropped, with HSTS', async () => {
  for (const name of ['player', 'scheduler', 'video', 'curator', 'backoffice']) {
    const res = await viaHttps(`/remotes/${name}/mf-manifest.json`);
    expect([name, res.status, JSON.parse(res.body)]).toEqual([
      name,
      200,
      { remote: true, url: '/mf-manifest.json' },
    ]);
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  }
  expect(JSON.parse((await viaHttps('/remotes/video/static/js/12.js')).body).url).toBe('/static/js/12.js');
  // Anything else is still the host's.
  expect((await viaHttps('/remotes/')).body).toContain('<title>fund</title>');
});
