import sharedPkg from '../../shared/package.json';
// @ts-expect-error: CommonJS config module without types
import { sharedConfig } from '../webpack/shared-config';

const { version } = sharedPkg;

const pkg = {
  dependencies: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@mantine/core': '9.7.3',
    '@mantine/notifications': '9.7.3',
    '@fund/shared': 'workspace:*',
  },
};

afterEach(() => {
  delete process.env.SHARED_VERSION;
  delete process.env.SHARED_REQUIRED_VERSION;
});

test('the shared package needs at least the minor it was built with, strictly', () => {
  expect(sharedConfig(pkg)['@fund/shared/']).toEqual({
    singleton: true,
    version,
    requiredVersion: `^${version}`,
    strictVersion: true,
  });
  process.env.SHARED_VERSION = '7.3.0';
  expect(sharedConfig(pkg)['@fund/shared/']).toMatchObject({ version: '7.3.0', requiredVersion: '^7.3.0' });
});

test('React is strict (a second copy breaks hooks); other libraries warn', () => {
  const out = sharedConfig(pkg);
  for (const key of ['react', 'react/', 'react-dom', 'react-dom/']) {
    expect(out[key]).toEqual({ singleton: true, requiredVersion: '^19.3.1', strictVersion: true });
  }
  expect(out['@mantine/notifications']).toEqual({
    singleton: true,
    requiredVersion: '^9.7.3',
    strictVersion: false,
  });
});

test('a remote consumes @mantine/core as the curated module; the host only provides it', () => {
  const remote = sharedConfig(pkg)['@mantine/core'];
  expect(remote).toMatchObject({
    shareKey: '@fund/curated/@mantine/core',
    singleton: true,
    strictVersion: true,
  });
  expect(remote.import).toMatch(/shared[\\/]src[\\/]curated[\\/]mantine-core\.ts$/);
  const host = sharedConfig(pkg, { isHost: true });
  expect(host['@mantine/core']).toBeUndefined();
  expect(host[remote.import]).toMatchObject({
    shareKey: '@fund/curated/@mantine/core',
    import: remote.import,
  });
});

test('a production remote only consumes the curated modules; a development one keeps its copy', () => {
  const prod = sharedConfig(pkg, { prod: true });
  expect(prod['@mantine/core']).toMatchObject({
    import: false,
    shareKey: '@fund/curated/@mantine/core',
    requiredVersion: `^${version}`,
    strictVersion: true,
  });
  expect(sharedConfig(pkg)['@mantine/core'].import).toMatch(/mantine-core\.ts$/);
  const host = sharedConfig(pkg, { isHost: true, prod: true });
  expect(Object.values(host).some((s) => (s as { import?: unknown }).import === false)).toBe(false);
});

test("@mantine/core's late names are a second curated module: the host provides it, a production remote consumes it", () => {
  const late = sharedConfig(pkg, { prod: true })['@fund/late/@mantine/core'];
  expect(late).toMatchObject({
    import: false,
    shareKey: '@fund/curated/@mantine/core/late',
    requiredVersion: `^${version}`,
    strictVersion: true,
  });
  const dev = sharedConfig(pkg)['@fund/late/@mantine/core'];
  expect(dev.import).toMatch(/shared[\\/]src[\\/]curated[\\/]mantine-core-late\.ts$/);
  const host = sharedConfig(pkg, { isHost: true, prod: true });
  expect(host['@fund/late/@mantine/core']).toBeUndefined();
  expect(host[dev.import]).toMatchObject({
    shareKey: '@fund/curated/@mantine/core/late',
    import: dev.import,
  });
});

test("in a remote, a shared file reached by a relative import is its subpath's shared module (consumed only)", () => {
  const remote = sharedConfig(pkg, { prod: true });
  const files = Object.keys(remote).filter((key) => /shared[\\/]src[\\/](?!curated)/.test(key));
  const entry = (tail: string) => remote[files.find((f) => f.replace(/\\/g, '/').endsWith(tail)) as string];
  // The dictionary that the formatters, schemas and tables import as '../i18n/ru'.
  expect(entry('/src/i18n/ru.ts')).toEqual({
    ...remote['@fund/shared/'],
    shareKey: '@fund/shared/i18n',
    import: '@fund/shared/i18n',
  });
  expect(entry('/src/format/decimal.ts')).toMatchObject({ shareKey: '@fund/shared/decimal' });
  expect(entry('/src/query/index.ts')).toMatchObject({ shareKey: '@fund/shared/query' });
  expect(entry('/src/schemas/common.ts')).toMatchObject({ shareKey: '@fund/shared/schemas/common' });
  // Test files and the test helpers are not subpaths.
  expect(files.some((f) => /\.test\.ts$|[\\/]src[\\/]test[\\/]/.test(f))).toBe(false);
  // The host keeps one instance of each file in its own build.
  const host = sharedConfig(pkg, { isHost: true, prod: true });
  expect(Object.keys(host).filter((key) => /shared[\\/]src[\\/](?!curated)/.test(key))).toEqual([]);
});
