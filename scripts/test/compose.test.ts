import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/docker/check-compose.sh, the compose check `.ci/run` runs: docker-compose.yml is valid
// with every required variable and refused without each one, and any surprise fails the script
// and therefore CI (its line in .ci/run runs under `set -e` as its own command).
// docker-compose is required (CI installs it): `apt-get install -y docker-compose`; without it the
// script says so and exits 2.

const repo = path.resolve(__dirname, '../..');
const SCRIPT = path.join(repo, 'scripts/docker/check-compose.sh');
const compose = readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8');
const REQUIRED = ['JWT_SECRET', 'POSTGRES_PASSWORD', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-compose-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * The check in a folder holding a copy of docker-compose.yml changed by `edit` (and, when given,
 * the overlays beside it, as in the repo), run with `env` and a `.env` file.
 */
function check(
  edit: (text: string) => string,
  env: Record<string, string> = {},
  dotenv = '',
  overlays: Record<string, string> = {},
) {
  const dir = mkdtempSync(path.join(tmp, 'case-'));
  writeFileSync(path.join(dir, 'docker-compose.yml'), edit(compose));
  for (const [name, text] of Object.entries(overlays)) writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, '.env'), dotenv);
  // The build contexts the files name must exist for `config`.
  cpSync(path.join(repo, 'docker'), path.join(dir, 'docker'), { recursive: true });
  const r = spawnSync('bash', [SCRIPT], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const overlay = (name: string) => readFileSync(path.join(repo, name), 'utf8');
/** The repo's overlays (the ha API replicas, the backups), checked beside the file. */
const OVERLAYS = {
  'docker-compose.ha.yml': overlay('docker-compose.ha.yml'),
  'docker-compose.backup.yml': overlay('docker-compose.backup.yml'),
};

test('docker-compose.yml with its overlays: valid with every required variable, refused without each one', () => {
  // Run with every secret exported by the caller and in a .env file: the check sees neither.
  const secrets = REQUIRED.map((n) => `${n}=from-the-caller-0123456789abcdef0123456789`);
  const r = check(
    (t) => t,
    Object.fromEntries(secrets.map((s) => s.split('='))),
    secrets.join('\n'),
    OVERLAYS,
  );
  expect(r.out).toContain(`is valid with ${REQUIRED.join(' ')}`);
  // The ha profile with the override beside the file (it would fail without it), and the backups.
  expect(r.out).toContain('docker-compose.yml is valid with the ha profile and docker-compose.ha.yml');
  expect(r.out).toContain('docker-compose.yml is valid with docker-compose.backup.yml');
  for (const name of REQUIRED) expect(r.out).toContain(`refused without ${name}`);
  expect(r.status).toBe(0);
});

test('a secret that gained a default fails the check', () => {
  const r = check((t) => t.replaceAll('${JWT_SECRET:?', '${JWT_SECRET:-'));
  expect(r.out).toContain('the list is [JWT_SECRET POSTGRES_PASSWORD');
  expect(r.status).toBe(1);
});

test('a required variable named only in a comment (the file starts without it) fails the check', () => {
  const r = check(
    (t) =>
      `# \${POSTGRES_PASSWORD:?documented only}\n${t.replaceAll('${POSTGRES_PASSWORD:?', '${POSTGRES_PASSWORD:-')}`,
  );
  expect(r.out).toContain('starts without POSTGRES_PASSWORD; it must refuse to');
  expect(r.status).toBe(1);
});

test('a file compose refuses even with every variable set fails the check', () => {
  const r = check((t) => t.replace('services:', 'services:\n  broken: { image: [1, 2] }'));
  expect(r.out).toContain('is refused with every required variable set');
  expect(r.status).toBe(1);
});

test(".ci/run's compose line, under its own `set -euo pipefail`, stops CI when the check fails", () => {
  const ci = readFileSync(path.join(repo, '.ci/run'), 'utf8');
  expect(ci.split('\n')[0]).toBe('#!/usr/bin/env bash');
  expect(ci).toContain('set -euo pipefail');
  const all = ci.split('\n');
  const at = all.findIndex((l) => l.includes('check-compose.sh') && !l.trimStart().startsWith('#'));
  const lines = all.slice(at).filter((l) => l.includes('check-compose.sh'));
  // One plain command: not the left side of `&&`/`||`, not an `if` condition, not in a pipe or
  // the continuation of one.
  expect(lines).toEqual(['scripts/docker/check-compose.sh']);
  expect(all[at - 1]).not.toMatch(/(\\|&&|\|\||\|)\s*$/);
  // Run that line as .ci/run does, in a copy whose compose file gave a secret a default.
  const dir = mkdtempSync(path.join(tmp, 'ci-'));
  cpSync(SCRIPT, path.join(dir, 'scripts/docker/check-compose.sh'));
  mkdirSync(path.join(dir, 'docker'));
  writeFileSync(path.join(dir, 'docker-compose.yml'), compose.replaceAll('${JWT_SECRET:?', '${JWT_SECRET:-'));
  const r = spawnSync('bash', ['-c', `set -euo pipefail\n${lines[0]}\necho CI-WENT-ON`], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
  });
  expect(r.stdout).not.toContain('CI-WENT-ON');
  expect(r.status).not.toBe(0);
  // Today's form would have gone on: the left side of `&&` failing does not stop `set -e`.
  const old = spawnSync('bash', ['-c', 'set -euo pipefail\nfalse && echo valid\necho CI-WENT-ON'], {
    encoding: 'utf8',
  });
  expect(old.stdout).toBe('CI-WENT-ON\n');
});

test("the ha profile: pg_auto_failover's monitor and two nodes with passwords, and docker-compose.ha.yml puts both API replicas on the nodes' host list", () => {
  // (The check validates the profile with the override: the first test.)
  // Three services of the profile from one image: the pinned PostgreSQL 15 plus Debian's package.
  const services = [...compose.matchAll(/^ {2}(pg-[a-z0-9-]+):(?: &pg-node)?\n {4}<<: \*pg-(ha|node)$/gm)];
  expect(services.map(([, name]) => name)).toEqual(['pg-monitor', 'pg-node-1', 'pg-node-2']);
  expect(compose).toMatch(
    /^x-pg-ha: &pg-ha\n(?: {2}.*\n)*? {2}profiles: \[ha\]\n(?: {2}.*\n)*? {2}restart: unless-stopped\n/m,
  );
  const dockerfile = readFileSync(path.join(repo, 'docker/pg-auto-failover/Dockerfile'), 'utf8');
  expect(dockerfile).toMatch(/^FROM postgres:15\.\d+-bookworm$/m);
  expect(dockerfile).toContain('apt-get install -y --no-install-recommends postgresql-15-auto-failover');
  // Passwords and TLS on every connection pg_autoctl opens; no `trust` anywhere; synchronous.
  const start = readFileSync(path.join(repo, 'docker/pg-auto-failover/start.sh'), 'utf8');
  expect(start).toContain('--auth scram-sha-256 --ssl-self-signed --run');
  expect(start).toContain('--replication-quorum true');
  expect(start).toContain(`local rule='hostssl "fund" "fund" samenet scram-sha-256 # the API (pg-ha-start)'`);
  expect(start).not.toMatch(/--auth trust|--no-ssl/);
  for (const name of ['PG_AUTOCTL_MONITOR_PASSWORD', 'PG_REPLICATION_PASSWORD']) {
    expect(compose).toContain(`${name}: \${${name}:-}`);
  }
  // The API on the nodes: a libpq-style host list with the read-write check (api/src/db/hosts.ts).
  const ha = OVERLAYS['docker-compose.ha.yml'];
  expect(ha).toContain(
    `DATABASE_URL: postgres://fund:\${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@pg-node-1:5432,pg-node-2:5432/fund?target_session_attrs=read-write&sslmode=no-verify`,
  );
  expect(ha).toMatch(/^ {2}api-1: \*ha-api\n {2}api-2: \*ha-api$/m);
});

test('a broken backups overlay beside the file fails the check', () => {
  const backup = OVERLAYS['docker-compose.backup.yml'];
  const broken = check((t) => t, {}, '', {
    'docker-compose.backup.yml': backup.replace('services:', 'services:\n  broken: { image: [1, 2] }'),
  });
  expect(broken.out).toContain('with docker-compose.backup.yml is refused');
  expect(broken.status).toBe(1);
});
