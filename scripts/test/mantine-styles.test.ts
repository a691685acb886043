import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The host splits `@mantine/core/styles.css` into /login's share (host/src/styles/login.ts, by hand)
 * and the rest that the apps can render (signed-in.ts, written by scripts/curate.mjs, loaded with the
 * signed-in chunk). Each file at most once, each list in the order of styles.css (a component's
 * styles after those it builds on), so a Mantine upgrade that drops or moves a file fails here, and
 * one that adds a file the apps render fails the `--check`. e2e/tests/styles.spec.ts checks the
 * computed styles in the browser.
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

function listed(name: string, dir = path.join(hostDir, 'src/styles')): string[] {
  const source = fs.readFileSync(path.join(dir, name), 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+\.css)';$/gm)].map((m) => m[1]);
}

const login = listed('login.ts');
const rest = listed('signed-in.ts');
// The styles of the components only dialogs and other pages render load with the late curated module.
const late = listed('mantine-core-late.ts', path.join(__dirname, '../../shared/src/curated'));

test('the three lists name files of styles.css, each once', () => {
  const both = [...login, ...rest, ...late];
  expect(new Set(both).size).toBe(both.length);
  for (const file of both) {
    expect(files).toContain(file);
    expect(at(file)).toBeGreaterThanOrEqual(0);
  }
});

test('the signed-in list and the curated modules are what scripts/curate.mjs writes today', () => {
  const r = spawnSync(process.execPath, [path.join(__dirname, '../curate.mjs'), '--check'], {
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
});

test('the signed-in chunk brings the components the dashboard renders, not those no app renders', () => {
  // Combobox.css: the chevron of a select drawn light until first used (remote-player/src/ui/select.tsx).
  expect(rest).toEqual(expect.arrayContaining(['AppShell.css', 'Card.css', 'Table.css', 'Combobox.css']));
  for (const unused of ['AngleSlider.css', 'ColorPicker.css', 'Marquee.css', 'Tree.css'])
    expect([...login, ...rest]).not.toContain(unused);
});

test("the late module brings its components' styles, which the signed-in chunk then leaves out", () => {
  expect(late).toEqual(expect.arrayContaining(['NumberInput.css', 'Checkbox.css', 'Modal.css', 'Menu.css']));
  expect(rest).not.toContain('NumberInput.css');
  expect(rest).not.toContain('Menu.css');
  expect(rest).not.toContain('Tooltip.css');
  expect(late).not.toContain('Table.css');
});

test.each([
  ['login.ts', login],
  ['signed-in.ts', rest],
  ['mantine-core-late.ts', late],
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
