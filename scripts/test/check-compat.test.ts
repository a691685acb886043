import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkCompat, satisfies } from '../check-compat.mjs';
import { serveApp } from '../static-server.mjs';

// A remote's check before its deploy (issue 44 item 4): its build's @fund/shared range against the
// /build.json of a host served as production serves it (scripts/static-server.mjs).

const script = path.join(__dirname, '..', 'check-compat.mjs');
let dir: string;
let host: http.Server;
let hostUrl: string;

/** A remote's dist built against `range`, and the host's build record providing `provided`. */
function builds(range: string, provided: string) {
  writeFileSync(
    path.join(dir, 'remote', 'dist', 'mf-manifest.json'),
    JSON.stringify({ name: 'video', metaData: { buildInfo: { version: '1.0.0', sharedRange: range } } }),
  );
  writeFileSync(
    path.join(dir, 'host', 'build.json'),
    JSON.stringify({ version: '1.0.0', provides: { '@fund/shared': provided } }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fund-compat-'));
  mkdirSync(path.join(dir, 'remote', 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'host'));
  writeFileSync(path.join(dir, 'host', 'index.html'), '<!doctype html><title>x</title>');
  host = await serveApp({ dir: path.join(dir, 'host'), port: 0, host: true, remotes: {} });
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => {
  host.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a caret range: the same major, the same or a newer minor or patch', () => {
  expect(satisfies('2.11.0', '^2.11.0')).toBe(true);
  expect(satisfies('2.12.3', '^2.11.0')).toBe(true);
  expect(satisfies('2.10.9', '^2.11.0')).toBe(false);
  expect(satisfies('3.0.0', '^2.11.0')).toBe(false);
  expect(satisfies('2.11.0', '2.11.0')).toBe(false);
});

test('a host that provides a newer minor passes; an older one is refused with the version it needs', async () => {
  builds('^2.11.0', '2.12.0');
  expect(await checkCompat(path.join(dir, 'remote'), hostUrl)).toEqual({
    ok: true,
    message: 'video needs @fund/shared ^2.11.0; the host provides 2.12.0: ok',
  });
  builds('^2.11.0', '2.10.0');
  const refused = await checkCompat(path.join(dir, 'remote'), hostUrl);
  expect(refused.ok).toBe(false);
  expect(refused.message).toContain('deploy a host of 2.11.0 or newer first');
});

/** The command in the remote's folder, asynchronously (the host answers from this process). */
const run = () =>
  new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script, hostUrl], { cwd: path.join(dir, 'remote') });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (status) => resolve({ status, stderr }));
  });

test('the command exits 1 when the host is too old, 0 when it is not', async () => {
  builds('^3.0.0', '2.11.0');
  const old = await run();
  expect(old.status).toBe(1);
  expect(old.stderr).toContain('the host at');
  builds('^2.11.0', '2.11.0');
  expect((await run()).status).toBe(0);
});
