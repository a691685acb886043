#!/usr/bin/env node
// Runs every Playwright spec file alone, each in its own invocation (its own stack), last file
// first: proves that a spec passes without the others having run before it. Extra arguments go
// to every run (e.g. --repeat-each=3). Needs `pnpm run build` and `node e2e/build-fixtures.mjs`.
//   PORT_OFFSET=100 node scripts/e2e-each.mjs [playwright args…]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specs = readdirSync(path.join(root, 'e2e', 'tests'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort()
  .reverse();
const extra = process.argv.slice(2);
const results = [];
for (const spec of specs) {
  const started = Date.now();
  const run = spawnSync(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', `tests/${spec}`, ...extra],
    { cwd: root, stdio: 'inherit' },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ spec, ok: run.status === 0, seconds });
  console.log(
    `[e2e-each] ${spec}: ${run.status === 0 ? 'passed' : `FAILED (exit ${run.status})`} in ${seconds} s`,
  );
}
console.log('\n[e2e-each] summary (last spec first):');
for (const r of results) console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.spec}  ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`[e2e-each] ${results.length - failed} specs passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
