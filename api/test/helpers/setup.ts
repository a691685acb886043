// After each API test file: close what a failed or timed-out hook left open, so jest exits.
// Required lazily: importing the app here, before the test file runs, would load the real
// modules ahead of a test file's jest.mock (e.g. the password counter of auth-throttle.test.ts).
afterAll(async () => {
  const { closeLeaked } = await import('./app');
  await closeLeaked();
});
