import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { serveApp } from '../static-server.mjs';

// Issue 39: the live event stream (`GET /api/events/`) through the host's servers: passed on as it
// comes (no buffering), and closed on the API's side when the browser leaves (it never ends by
// itself); nginx's location for it has buffering off and no 60 s read timeout.

type Server = http.Server;
const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

test('the start server proxies the stream as it comes, and ends the API side when the browser leaves', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fund-live-'));
  let upstreamClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    upstreamClosed = resolve;
  });
  const api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': open\n\n');
    req.on('close', upstreamClosed);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const host: Server = await serveApp({ dir, port: 0, host: true, apiUrl: base(api), remotes: {} });
  try {
    const abort = new AbortController();
    const res = await fetch(`${base(host)}/api/events/`, { signal: abort.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The first comment arrives while the API keeps the response open: nothing is held back.
    expect((await reader.read()).value).toBe(': open\n\n');
    abort.abort();
    await closed;
  } finally {
    for (const server of [host, api]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

test('nginx: the stream’s location turns buffering off and outlives the 60 s read timeout', () => {
  const conf = readFileSync(path.resolve(__dirname, '../../docker/nginx-host.conf'), 'utf8');
  const block = /location = \/api\/events\/ \{([\s\S]*?)\n {2}\}/.exec(conf)?.[1] ?? '';
  expect(block).toContain('proxy_buffering off;');
  expect(block).toContain('proxy_http_version 1.1;');
  expect(block).toMatch(/proxy_read_timeout 1h;/);
  // It comes before the general /api/ location (an exact match wins in nginx anyway).
  expect(conf.indexOf('location = /api/events/')).toBeLessThan(conf.indexOf('location /api/ {'));
});
