/** One jest run for the shared package, the apps' unit tests and the API suite. */
const transform = {
  '^.+\\.(t|j|mj|cj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const transformIgnorePatterns = [
  'node_modules/\\.pnpm/(?!(valibot|ofetch|destr|ufo|node-fetch-native|cookie|content-disposition|@electric-sql\\+pglite|@tanstack\\+(react-table|table-core|react-store|store))@)',
];
module.exports = {
  // Global options (jest ignores them inside a project entry): two workers for a 2-core machine,
  // one timeout for every test and hook, no per-file overrides.
  maxWorkers: 2,
  testTimeout: 90_000,
  // A worker gets 500 ms to exit after the run by default; at load 30 a worker with nothing left
  // open (--detectOpenHandles finds none) took longer and was reported as "failed to exit
  // gracefully". A real leak is still force-exited and reported, after 10 s.
  workerGracefulExitTimeout: 10_000,
  projects: [
    {
      displayName: 'unit',
      setupFiles: ['<rootDir>/scripts/jest/local-storage.js'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      // A unit may import a helper from a component file that imports its library's styles.
      moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest/style-stub.js' },
      testMatch: ['<rootDir>/{shared,host,remote-*}/src/**/*.test.ts', '<rootDir>/scripts/test/**/*.test.ts'],
    },
    {
      // Component tests: React Testing Library in jsdom, Mantine via @fund/shared/test.
      displayName: 'components',
      testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.js',
      setupFiles: ['<rootDir>/scripts/jest/local-storage.js'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/jsdom-setup.js'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest/style-stub.js' },
      testMatch: ['<rootDir>/{shared,host,remote-*}/src/**/*.test.tsx'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/api/test/**/*.test.ts'],
      // The migrated, seeded template is built once per run; each test copies it.
      globalSetup: '<rootDir>/api/test/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/helpers/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/api/test/helpers/setup.ts'],
    },
  ],
};
