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
    const webpack = require.resolve('webpack-cli/bin/cli.js', {
      paths: [path.join(__dirname, '../../remote-scheduler')],
    });
    const r = spawnSync(process.execPath, [webpack, '--mode', 'development', '--output-path', out], {
      cwd: path.join(__dirname, '../../remote-scheduler'),
      env: { ...process.env, WEBPACK_CACHE: '0' },
      encoding: 'utf8',
    });
    expect(r.stdout).not.toMatch(/ERROR/);
    expect(r.status).toBe(0);
    expect(fs.readdirSync(out)).toContain('remoteEntry.js');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 180_000);
