// The arithmetic of `npm test`'s closing line (scripts/test.mjs), apart so it is tested
// (scripts/test/test-summary.test.ts): a stage that failed counts as failed even when it ran no
// test (issue 35: Playwright could not start, port 3000 taken, and the line said «0 failed»).
import net from 'node:net';

/** A check step without a report (typecheck, lint, build…): one passed or one failed. */
export function checkCounts(ok) {
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/**
 * A stage with a test report: the report's counts, but a missing report is a failure, and so is a
 * stage that exited non-zero whose report counts no failed test (a global setup that threw, a web
 * server that never started, a suite that did not load).
 */
export function reportCounts(ok, report) {
  if (!report) return { passed: 0, failed: 1 };
  return { passed: report.passed, failed: ok ? report.failed : Math.max(report.failed, 1) };
}

/** jest's `--json` report: failed tests plus suites that failed to run at all. */
export function jestReport(json) {
  return { passed: json.numPassedTests, failed: json.numFailedTests + json.numRuntimeErrorTestSuites };
}

/** Playwright's JSON report: unexpected results, plus the run's own errors (e.g. its web server's). */
export function playwrightReport(json) {
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.errors?.length ?? 0),
  };
}

/**
 * The closing line over every stage `{ label, passed, failed }`, and the labels of the stages that
 * failed (the exit code: 1 when any did).
 */
export function summarize(stages) {
  const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
  const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
  const failures = stages.filter((stage) => stage.failed > 0).map((stage) => stage.label);
  return { line: `${passed} passed, ${failed} failed`, failures };
}

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Nothing listens on the port on 127.0.0.1 nor on ::1 (where the stack's servers bind). */
export async function portIsFree(port) {
  return (await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'));
}

/**
 * The first PORT_OFFSET (start, start + step, …) at which every port of the stack is free, so
 * the e2e stack starts beside a developer's `npm start` or another run instead of failing.
 */
export async function freeOffset(ports, { start = 0, step = 100, tries = 20, isFree = portIsFree } = {}) {
  for (let i = 0; i < tries; i++) {
    const offset = start + i * step;
    const free = await Promise.all(ports.map((port) => isFree(port + offset)));
    if (free.every(Boolean)) return offset;
  }
  throw new Error(`no free PORT_OFFSET for ports ${ports.join(', ')} in ${tries} tries from ${start}`);
}
