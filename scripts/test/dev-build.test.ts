import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A remote's team runs it alone with `webpack serve` (a development build that provides its own
 * curated modules). Named chunk ids made two chunks of the curated valibot module collide there
 * ("Multiple assets emit different content to the same filename"); the scheduler uses both curated
 * @mantine/core modules, the first and the late one.
 */
test('a remote builds in development mode, as its standalone run does', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-dev-build-'));
  try {
    const dir = path.join(__dirname, '../../remote-scheduler');
    // The remote's own webpack, as its `pnpm run build` runs it.
    const r = spawnSync(
      path.join(dir, 'node_modules/.bin/webpack'),
      ['--mode', 'development', '--output-path', out],
      {
        cwd: dir,
        env: { ...process.env, WEBPACK_CACHE: '0' },
        encoding: 'utf8',
      },
    );
    expect(r.stdout).not.toMatch(/ERROR/);
    expect(r.status).toBe(0);
    expect(fs.readdirSync(out)).toContain('remoteEntry.js');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
