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
  'node_modules/\\.pnpm/(?!(valibot|ofetch|destr|ufo|node-fetch-native|cookie|@electric-sql\\+pglite)@)',
];
module.exports = {
  projects: [
    {
      displayName: 'unit',
      setupFiles: ['<rootDir>/scripts/jest/local-storage.js'],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/{shared,host,remote-*}/src/**/*.test.ts'],
    },
    {
      // Component tests: React Testing Library in jsdom, Mantine via @fund/shared/test.
      displayName: 'components',
      testEnvironment: 'jsdom',
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
      maxWorkers: 2,
    },
  ],
};
