import fs from 'node:fs';
import path from 'node:path';

/**
 * The host splits `@mantine/core/styles.css` into /login's share (host/src/styles/login.ts) and the
 * rest (signed-in.ts, loaded with the signed-in chunk). Together they must name every component
 * file once, each list in the order of styles.css (a component's styles after those it builds on),
 * so a Mantine upgrade that adds, drops or moves a file fails here. e2e/tests/styles.spec.ts checks
 * the computed styles in the browser.
 */
const hostDir = path.join(__dirname, '../../host');
// The host's own copy (jest's resolver maps `.css` to a stub).
const core = fs.realpathSync(path.join(hostDir, 'node_modules/@mantine/core'));
const whole = fs.readFileSync(path.join(core, 'styles.css'), 'utf8');
const files = fs.readdirSync(path.join(core, 'styles')).filter((f) => /^[\w-]+\.css$/.test(f));
const at = (file: string) =>
  whole.indexOf(
    fs
      .readFileSync(path.join(core, 'styles', file), 'utf8')
      .trim()
      .slice(0, 200),
  );

function listed(name: string): string[] {
  const source = fs.readFileSync(path.join(hostDir, 'src/styles', name), 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+\.css)';$/gm)].map((m) => m[1]);
}

const login = listed('login.ts');
const rest = listed('signed-in.ts');

test('every file of styles.css is in the styles of /login or of the signed-in chunk, once', () => {
  expect([...login, ...rest].sort()).toEqual([...files].sort());
  for (const file of files) expect(at(file)).toBeGreaterThanOrEqual(0);
});

test.each([
  ['login.ts', login],
  ['signed-in.ts', rest],
])('%s keeps the order of styles.css', (_, list) => {
  const positions = list.map(at);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test('/login starts with the global styles and the components others build on', () => {
  expect(login.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
  const firstComponent = files.map((f) => [at(f), f] as const).sort((a, b) => a[0] - b[0]);
  const base = firstComponent
    .slice(
      0,
      firstComponent.findIndex(([, f]) => f === 'Accordion.css'),
    )
    .map(([, f]) => f);
  expect(login.slice(0, base.length)).toEqual(base);
  expect(fs.readFileSync(path.join(hostDir, 'src/styles/login.ts'), 'utf8')).toMatch(
    /import '@mantine\/notifications\/styles\.css';\s*$/,
  );
});
