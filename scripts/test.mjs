// The whole test suite (README's test command): typecheck, lint, knip (unused files, exports, types and
// dependencies), jest (API suite on PGlite and, when TEST_DATABASE_URL is set, again on that
// PostgreSQL server), the images' build stages, production build, Playwright.
// Ends with one line `N passed, N failed` summing every test and every check step; a stage that
// failed counts as failed there even when it ran no test (scripts/test-summary.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURES, NGINX_PORTS } from '../e2e/build-fixtures.mjs';
import { APPS } from './start.mjs';
import {
  checkCounts,
  freeOffset,
  jestReport,
  playwrightReport,
  reportCounts,
  summarize,
} from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const stages = [];
const count = (label, counts) => stages.push({ label, ...counts });

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${r.status === 0 ? 'ok' : `failed (${r.status})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return r.status === 0;
}

function step(label, cmd, args, env) {
  count(label, checkCounts(run(label, cmd, args, env)));
}

/** A report file of this run, or null (removed first: a previous run's report never counts). */
function report(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

function jest(label, file, args, env) {
  fs.rmSync(file, { force: true });
  const ok = run(label, 'pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${file}`, ...args], env);
  count(label, reportCounts(ok, report(file, jestReport)));
}

step('typecheck', 'pnpm', ['run', 'typecheck']);
step('lint', 'pnpm', ['run', 'lint']);
step('knip', 'pnpm', ['run', 'knip']);
jest(
  'jest (units + components)',
  path.join(results, 'jest-units.json'),
  ['--selectProjects', 'unit', 'components'],
  { TEST_DATABASE_URL: '' },
);
// The API suite in workers that are replaced after each test file (a heap limit every file passes):
// a worker that had run many files ran each one slower and slower (docs/testing.md "Fresh workers").
const API = ['--selectProjects', 'api', '--workerIdleMemoryLimit=1MB'];
// TEST_DATABASE_URL emptied: this run is the PGlite one whatever the environment says.
jest('jest (API on PGlite)', path.join(results, 'jest.json'), API, { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  jest('jest (API on PostgreSQL)', path.join(results, 'jest-pg.json'), API);
} else {
  console.log('\n=== TEST_DATABASE_URL not set: the API suite on PostgreSQL is skipped (.ci/run sets it).');
}
// The durability drills (issue 36; docs/deploy.md "Durability"): each starts a throwaway PostgreSQL
// cluster of its own from PGBIN's binaries, is bounded to a few minutes and prints its figures.
// Run where PGBIN names them (.ci/run sets it, with pgBackRest and pg_auto_failover installed).
if (process.env.PGBIN) {
  for (const drill of ['outage', 'pitr', 'failover']) {
    step(`drill: ${drill}`, 'node', [`api/test/drills/${drill}.mjs`]);
  }
} else {
  console.log('\n=== PGBIN not set: the durability drills are skipped (.ci/run sets it).');
}
// Every image's build stage (the API and each app) replayed in a clean copy holding only what its
// Dockerfile copies: no Docker engine on CI machines (scripts/docker/replay.mjs, docs/deploy.md).
step('images (build stages replayed)', 'node', ['scripts/docker/replay.mjs', '--all']);
const built =
  run('build', 'pnpm', ['run', 'build']) && run('e2e fixtures', 'node', ['e2e/build-fixtures.mjs']);
count('build', checkCounts(built));
if (built && !process.env.SKIP_E2E) {
  // Every port of the e2e stack (apps, API, the version-rule fixtures) free at one offset: taken
  // ports (a developer's `npm start`, another run) move the stack instead of failing it.
  const ports = [
    ...APPS.map((app) => app.port),
    8000,
    ...FIXTURES.map((fixture) => fixture.port),
    ...NGINX_PORTS,
  ];
  const offset = await freeOffset(ports, { start: Number(process.env.PORT_OFFSET || 0) });
  if (offset)
    console.log(`\n=== ports taken at the usual offset: the e2e stack runs at PORT_OFFSET=${offset}`);
  // The file e2e/playwright.config.ts names after the offset.
  const file = path.join(results, `e2e${offset || ''}.json`);
  fs.rmSync(file, { force: true });
  fs.rmSync(path.join(results, `e2e${offset || ''}-api.log`), { force: true });
  const ok = run('playwright', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PORT_OFFSET: String(offset),
  });
  count('playwright', reportCounts(ok, report(file, playwrightReport)));
  // The e2e API's request log of that whole run (e2e/api-server.ts E2E_API_LOG): no password (the
  // demo users' one, api/src/db/seed/users.ts), no token, no Idempotency-Key in it (issue 37).
  step('e2e API log holds no secret', 'node', [
    'scripts/check-log-secrets.mjs',
    path.join(results, `e2e${offset || ''}-api.log`),
    'demo-password',
  ]);
}

const { line, failures } = summarize(stages);
console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All green.'}`);
console.log(line);
process.exit(failures.length ? 1 : 0);
