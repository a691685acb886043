import net, { type AddressInfo } from 'node:net';
import {
  checkCounts,
  freeOffset,
  jestReport,
  playwrightReport,
  portIsFree,
  reportCounts,
  summarize,
  // @ts-expect-error: a plain .mjs script without types
} from '../test-summary.mjs';

// The closing line of `npm test` (scripts/test.mjs). Issue 35: Playwright could not start (port
// 3000 taken), its report counted nothing, and the line said «1883 passed, 0 failed».

const JEST_OK = { numPassedTests: 120, numFailedTests: 0, numRuntimeErrorTestSuites: 0 };
/** What Playwright's JSON reporter writes when its web server never answered: no test ran. */
const PLAYWRIGHT_NO_SERVER = {
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
  errors: [{ message: 'Error: http://localhost:3000/login is already used' }],
};

test('the reported run: checks and jest green, Playwright unable to start → not «0 failed»', () => {
  const stages = [
    { label: 'typecheck', ...checkCounts(true) },
    { label: 'jest', ...reportCounts(true, jestReport(JEST_OK)) },
    { label: 'build', ...checkCounts(true) },
    { label: 'playwright', ...reportCounts(false, playwrightReport(PLAYWRIGHT_NO_SERVER)) },
  ];
  expect(summarize(stages)).toEqual({ line: '122 passed, 1 failed', failures: ['playwright'] });
});

test('a stage that exited non-zero counts at least one failure, whatever its report says', () => {
  // jest's globalSetup threw: no test ran, the report (if any) counts nothing.
  const setupFailed = { numPassedTests: 0, numFailedTests: 0, numRuntimeErrorTestSuites: 0 };
  expect(reportCounts(false, jestReport(setupFailed))).toEqual({ passed: 0, failed: 1 });
  expect(reportCounts(false, null)).toEqual({ passed: 0, failed: 1 });
  // A Playwright run whose web server failed, its report without errors: still a failure.
  const empty = { stats: { expected: 0, unexpected: 0, flaky: 0 } };
  expect(reportCounts(false, playwrightReport(empty))).toEqual({ passed: 0, failed: 1 });
  // Failed tests are counted as they are, not rounded to one.
  expect(reportCounts(false, { passed: 10, failed: 3 })).toEqual({ passed: 10, failed: 3 });
  expect(checkCounts(false)).toEqual({ passed: 0, failed: 1 });
});

test('a missing report is a failure even when the command said ok', () => {
  expect(reportCounts(true, null)).toEqual({ passed: 0, failed: 1 });
});

test('green stages: their counts, nothing failed', () => {
  const stages = [
    { label: 'lint', ...checkCounts(true) },
    { label: 'jest', ...reportCounts(true, jestReport({ ...JEST_OK, numPassedTests: 7 })) },
    {
      label: 'playwright',
      ...reportCounts(true, playwrightReport({ stats: { expected: 5, unexpected: 0, flaky: 1 } })),
    },
  ];
  expect(summarize(stages)).toEqual({ line: '14 passed, 0 failed', failures: [] });
});

test('reports: suites that did not run and Playwright’s own errors count as failed', () => {
  expect(jestReport({ numPassedTests: 3, numFailedTests: 1, numRuntimeErrorTestSuites: 2 })).toEqual({
    passed: 3,
    failed: 3,
  });
  expect(playwrightReport(PLAYWRIGHT_NO_SERVER)).toEqual({ passed: 0, failed: 1 });
});

test('freeOffset takes the first offset whose every port is free', async () => {
  const taken = new Set([3000, 8100]);
  const isFree = async (port: number) => !taken.has(port);
  // 0: 3000 taken; 100: 8100 taken; 200: all free.
  expect(await freeOffset([3000, 3005, 8000], { isFree })).toBe(200);
  expect(await freeOffset([3001], { isFree })).toBe(0);
  expect(await freeOffset([3000], { start: 400, isFree })).toBe(400);
  await expect(freeOffset([3000], { isFree: async () => false, tries: 3 })).rejects.toThrow(
    'no free PORT_OFFSET',
  );
});

test('a port someone listens on is not free; the stack moves past it', async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    expect(await portIsFree(port)).toBe(false);
    const offset = await freeOffset([port], { step: 1 });
    expect(offset).toBeGreaterThan(0);
    expect(await portIsFree(port + offset)).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
