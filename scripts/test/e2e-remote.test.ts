import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { APPS, appsToBuild } from '../e2e-remote.mjs';

const root = path.resolve(__dirname, '../..');
const scriptsOf = (app: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')).scripts;

test('every app has the scripts of its own CI: test, lint, typecheck, build', () => {
  for (const app of APPS) {
    expect(Object.keys(scriptsOf(app))).toEqual(
      expect.arrayContaining(['test', 'lint', 'typecheck', 'build']),
    );
    // Its tests only, from the root config (a filter that matches nothing would pass silently).
    expect(scriptsOf(app).test).toContain(`-- /${app}/src/`);
  }
});

test('every remote runs its own e2e specs, and each of them exists', () => {
  for (const app of APPS.filter((name: string) => name.startsWith('remote-'))) {
    const command = scriptsOf(app)['test:e2e'];
    expect(command).toMatch(/^node \.\.\/scripts\/e2e-remote\.mjs( tests\/[\w-]+\.spec\.ts)+$/);
    for (const spec of command.split(' ').slice(2))
      expect(existsSync(path.join(root, 'e2e', spec))).toBe(true);
  }
});

test('a local run builds the app under test always, the others only when not built', () => {
  const built = (name: string) => name !== 'remote-curator';
  expect(appsToBuild('remote-video', built)).toEqual(['remote-video', 'remote-curator']);
  expect(appsToBuild('remote-curator', () => true)).toEqual(['remote-curator']);
});
