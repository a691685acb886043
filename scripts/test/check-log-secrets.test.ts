import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { findSecrets } from '../check-log-secrets.mjs';

// scripts/check-log-secrets.mjs, run by scripts/test.mjs on the e2e API's log of the whole run.
const request = (extra = '') =>
  `{"level":30,"reqId":"r1","method":"POST","url":"/api/token/","status":200,"ms":3${extra},"msg":"request"}`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

test('a clean log passes; a password, a token or an Idempotency-Key in any line is found', () => {
  expect(findSecrets(`${request()}\n${request()}\n`, ['demo-password'])).toEqual({
    findings: [],
    requests: 2,
  });
  const dirty = [
    request(',"body":{"password":"demo-password"}'),
    request(`,"headers":{"authorization":"Bearer ${JWT}"}`),
    request(',"headers":{"idempotency-key":"3f1c2a9e-8b7d-4c6e-9a10-0b1c2d3e4f50"}'),
    request(',"headers":{"idempotency-key":"[Redacted]"}'),
  ].join('\n');
  expect(findSecrets(dirty, ['demo-password']).findings).toEqual([
    { line: 1, what: 'a password' },
    { line: 2, what: 'a token' },
    { line: 3, what: 'an Idempotency-Key' },
  ]);
});

test('the command fails on a secret and on an empty log, and never prints the secret', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fund-log-'));
  try {
    const run = (text: string) => {
      const file = path.join(dir, 'api.log');
      writeFileSync(file, text);
      const r = spawnSync('node', [path.join(__dirname, '../check-log-secrets.mjs'), file, 'demo-password'], {
        encoding: 'utf8',
      });
      return { status: r.status, out: `${r.stdout}${r.stderr}` };
    };
    expect(run(`${request()}\n`)).toMatchObject({ status: 0 });
    const leaked = run(`${request(`,"token":"${JWT}"`)}\n`);
    expect(leaked.status).toBe(1);
    expect(leaked.out).toContain('api.log:1: a token');
    expect(leaked.out).not.toContain(JWT);
    expect(run('')).toMatchObject({ status: 1 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
