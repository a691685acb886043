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
      testMatch: [
        '<rootDir>/{shared,host,remote-*}/src/**/*.test.{ts,tsx}',
        '<rootDir>/scripts/test/**/*.test.ts',
      ],
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
