import type { FastifyInstance } from 'fastify';
import type * as Helpers from '../helpers/app';
import { bearer, buildTestApp, login } from '../helpers/app';

// STORED_ANSWERS=0 (issue 45 item 6, docs/api.md "Stored answers"), read once when the module
// loads: every stored GET answers the same bytes as with the stored answers on, and none is stored.
// The app with the switch off is built from a fresh module registry loaded with the variable set.

const URLS = [
  '/api/accounting/accountcards/',
  '/api/accounting/reports/personalfundssum/',
  '/api/accounting/reports/contractresult/',
  '/api/accounting/reports/bundleresult/',
  '/api/contracts/user/last/',
  '/api/users/current/payout/',
  '/api/accounting/depositrequests/',
  '/api/accounting/transfersv2/',
  '/api/accounting/playerfundflow/',
  '/api/accounting/cashflow/?limit=10&offset=0',
  '/api/accounting/personalfunds/max/?acc_record_id={account}',
];

/** The player's answers, each read twice (the second one served stored when the switch is on), and the rows stored. */
async function answersOf(app: FastifyInstance, sign: typeof login) {
  const headers = bearer((await sign(app, 'player')).access);
  const account = (await app.db.one<{ id: number }>(
    `SELECT min(ar.id) AS id FROM account_records ar JOIN users u ON u.id = ar.user_id
      WHERE u.username = 'player' AND ar.can_request_deposit`,
  ))!.id;
  const bodies: string[] = [];
  for (const url of URLS) {
    for (const _ of [1, 2]) {
      const res = await app.inject({
        method: 'GET',
        url: url.replace('{account}', String(account)),
        headers,
      });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
  }
  const { stored } = (await app.db.one<{ stored: number }>(
    'SELECT count(*)::int AS stored FROM stored_answers',
  ))!;
  return { bodies, stored };
}

async function withSwitchOff<T>(fn: (helpers: typeof Helpers) => Promise<T>): Promise<T> {
  const previous = process.env.STORED_ANSWERS;
  process.env.STORED_ANSWERS = '0';
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      result = await fn(await import('../helpers/app'));
    });
    return result as T;
  } finally {
    if (previous === undefined) delete process.env.STORED_ANSWERS;
    else process.env.STORED_ANSWERS = previous;
  }
}

test('STORED_ANSWERS=0: the same answers, nothing stored', async () => {
  const on = await buildTestApp();
  const withStored = await answersOf(on, login).finally(() => on.close());

  const without = await withSwitchOff(async (off) => {
    const app = await off.buildTestApp();
    return answersOf(app, off.login).finally(() => app.close());
  });

  expect(withStored.stored).toBe(URLS.length);
  expect(without.stored).toBe(0);
  expect(without.bodies).toEqual(withStored.bodies);
});
