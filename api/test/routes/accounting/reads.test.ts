import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { clientFor } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app?.close());

test("bonus: the player's own figures as exact decimal strings; a player without one gets null", async () => {
  const player = await clientFor(app, 'player');
  const res = await player.get('/api/accounting/bonus/');
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    avg_abi: '6.40',
    avg_ts_month: '1480.00',
    fair_roi: '12.50',
    bonus: '375.00',
  });
  const other = await clientFor(app, 'anna.kuznetsova');
  expect((await other.get('/api/accounting/bonus/')).json().data).toBeNull();
});

test('deductible categories: only those the player has entries in, each summed exactly; none for another player', async () => {
  const player = await clientFor(app, 'player');
  const res = await player.get('/api/accounting/deductibles/categories/');
  expect(res.statusCode).toBe(200);
  const byName = Object.fromEntries(
    (res.json().data as Array<{ name: string; balance: string }>).map((c) => [c.name, c.balance]),
  );
  expect(byName).toEqual({ Обучение: '200.00', Софт: '89.00', Аванс: '500.00' });
  const other = await clientFor(app, 'anna.kuznetsova');
  expect((await other.get('/api/accounting/deductibles/categories/')).json().data).toEqual([]);
});
