// The whole test suite (README's test command): typecheck, lint, knip (unused files, exports, types and
// dependencies), jest (API suite on PGlite and, when TEST_DATABASE_URL is set, again on that
// PostgreSQL server), production build, Playwright.
// Ends with one line `N passed, N failed` summing every test and every check step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

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
  if (run(label, cmd, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function jest(label, file, args, env) {
  const ok = run(label, 'pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${file}`, ...args], env);
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests + j.numRuntimeErrorTestSuites;
    if (!ok || j.numFailedTests || j.numRuntimeErrorTestSuites) failures.push(label);
  } catch {
    failed += 1;
    failures.push(`${label} (no report)`);
  }
}

const pw = (file) => {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected };
  } catch {
    return null;
  }
};

step('typecheck', 'pnpm', ['run', 'typecheck']);
step('lint', 'pnpm', ['run', 'lint']);
step('knip', 'pnpm', ['run', 'knip']);
// TEST_DATABASE_URL emptied: this run is the PGlite one whatever the environment says.
jest('jest (units + API on PGlite)', path.join(results, 'jest.json'), [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  jest('jest (API on PostgreSQL)', path.join(results, 'jest-pg.json'), ['--selectProjects', 'api']);
} else {
  console.log('\n=== TEST_DATABASE_URL not set: the API suite on PostgreSQL is skipped (.ci/run sets it).');
}
const built =
  run('build', 'pnpm', ['run', 'build']) && run('e2e fixtures', 'node', ['e2e/build-fixtures.mjs']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('build');
}
if (built && !process.env.SKIP_E2E) {
  const report = path.join(results, 'e2e.json');
  fs.rmSync(report, { force: true });
  const ok = run('playwright', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  const r = pw(report);
  if (r) {
    passed += r.passed;
    failed += r.failed;
  }
  if (!ok || !r || r.failed) {
    if (!r) failed += 1;
    failures.push('playwright');
  }
}

console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All green.'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
