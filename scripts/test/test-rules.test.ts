import path from 'node:path';
import { checkRepository, checkSource, testFiles } from './test-rules';

const root = path.resolve(__dirname, '../..');
const rules = (source: string) => checkSource('x.test.ts', source).map((o) => o.rule);

describe('test rules (docs/testing.md), on the syntax tree', () => {
  it('finds every kind of offence in a sample', () => {
    expect(
      rules(`
        test('a', async () => {
          if (ok) expect(a).toBe(1);
          if (ok) { await waitFor(() => expect(b).toBeVisible()); } else { expect(c).not.toBeNull(); }
          ok ? expect(d).toBe(1) : null;
          ok && expect(e).toBe(1);
          if (ok) await expect.poll(() => count()).toBe(1);
          switch (x) { case 1: expect(f).toBe(1); }
          try { await run(); } catch (error) { expect(error).toBeDefined(); }
          await page.waitForTimeout(500);
          await new Promise((resolve) => setTimeout(resolve, 100));
          jest.setTimeout(90_000);
          await page.route('**/api/users/**', (r) => r.fulfill({ status: 401 }));
        });
        test('slow', async () => {}, 120_000);
        it.each([1, 2])('slow %i', async () => {}, BOUND);
        test.only('b', () => {});
        it.skip('c', () => {});
        test.describe.only('d', () => {});
        test.fixme('e', () => {});
        xit('f', () => {});
        fit('g', () => {});
      `),
    ).toEqual([
      'expect behind a condition (if)',
      'expect behind a condition (if)',
      'expect behind a condition (if)',
      'expect behind a condition (?:)',
      'expect behind a condition (&&)',
      'expect behind a condition (if)',
      'expect behind a condition (switch)',
      'expect behind a condition (catch)',
      'sleep (waitForTimeout)',
      'sleep (setTimeout in a Promise)',
      'per-file jest.setTimeout',
      'route mock of our own API',
      'per-test timeout argument',
      'per-test timeout argument',
      'focused or skipped test (.only)',
      'focused or skipped test (.skip)',
      'focused or skipped test (.only)',
      'focused or skipped test (.fixme)',
      'focused or skipped test (xit)',
      'focused or skipped test (fit)',
    ]);
    expect(rules("import { setTimeout as sleep } from 'node:timers/promises';")).toEqual([
      'sleep (timers/promises)',
    ]);
  });

  it('lets through what is not an offence', () => {
    expect(
      rules(`
        if (!row) throw new Error('no row');
        test('a', async () => {
          expect.assertions(3);
          expect(ok ? 1 : 2).toBe(1);
          expect(body).toMatchObject(status === 200 ? { count: expect.any(Number) } : { success: false });
          for (const n of [1, 2]) expect(n).toBeGreaterThan(0);
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await page.route('**/remotes.json', (r) => r.fulfill({ body: '{}' }));
          timer = setTimeout(tick, 10);
        });
        (process.env.TEST_DATABASE_URL ? describe : describe.skip)('on PostgreSQL', () => {});
        test.setTimeout(120_000);
      `),
    ).toEqual([]);
  });

  it('covers the test files of every package and the e2e specs', () => {
    const files = testFiles(root);
    for (const dir of [
      'api/test/',
      'e2e/tests/',
      'host/src/',
      'remote-player/src/',
      'shared/src/',
      'scripts/test/',
    ]) {
      expect(files.filter((f) => f.startsWith(dir)).length).toBeGreaterThan(0);
    }
    expect(files).toContain('e2e/tests/helpers.ts');
    expect(files).toContain('api/test/helpers/app.ts');
  });

  it('the repository has no offence', () => {
    expect(checkRepository(root)).toEqual([]);
  });
});
