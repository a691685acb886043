import { SETTLEMENT_TEXT } from '@fund/shared/schemas/settlement';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { auditRows, type Client, clientFor, snapshot } from '../backoffice/helpers';

// The fund's days to answer a statement (issue 38 item 5, settlement_settings.dispute_days): staff
// read and change it; a change is audited; bad values are refused in Russian with nothing changed.

const URL = '/api/backoffice/settlement/settings/';
let app: FastifyInstance;
let manager: Client;
beforeAll(async () => {
  app = await buildTestApp();
  manager = await clientFor(app, 'manager');
});
afterAll(() => app.close());

test('read 3, set 7 (audited, before → after), set back; bad values and a player refused, nothing changed', async () => {
  expect((await manager.get(URL)).json().data).toEqual({ dispute_days: 3 });
  const before = await snapshot(app);
  for (const body of [
    { dispute_days: 0 },
    { dispute_days: 61 },
    { dispute_days: 2.5 },
    { dispute_days: '5' },
    {},
  ]) {
    const refused = await manager.post(URL, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.dispute_days).toEqual([
      'dispute_days' in body ? SETTLEMENT_TEXT.disputeDaysRange : expect.any(String),
    ]);
  }
  expect((await manager.post(URL, { dispute_days: 5, extra: 1 })).statusCode).toBe(400);
  const player = await clientFor(app, 'player');
  expect((await player.get(URL)).statusCode).toBe(403);
  expect((await player.post(URL, { dispute_days: 5 })).statusCode).toBe(403);
  expect(await snapshot(app)).toBe(before);

  const set = await manager.post(URL, { dispute_days: 7 });
  expect(set.json().data).toEqual({ dispute_days: 7 });
  expect((await manager.get(URL)).json().data).toEqual({ dispute_days: 7 });
  const after = await snapshot(app);
  expect((await manager.post(URL, { dispute_days: 7 })).statusCode).toBe(200);
  expect(await snapshot(app)).toBe(after);
  await manager.post(URL, { dispute_days: 3 });
  expect(await auditRows(app, 'settlement_settings', 1)).toEqual([
    expect.objectContaining({
      action: 'settlement_settings.set',
      before: { dispute_days: 3 },
      after: { dispute_days: 7 },
    }),
    expect.objectContaining({
      action: 'settlement_settings.set',
      before: { dispute_days: 7 },
      after: { dispute_days: 3 },
    }),
  ]);
});
