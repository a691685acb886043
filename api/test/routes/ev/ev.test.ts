import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Caller, callerFor, FORBIDDEN, userId } from '../students/curator-helpers';

let app: FastifyInstance;
let curator: Caller;
let player: Caller;

beforeAll(async () => {
  app = await buildTestApp();
  curator = await callerFor(app, 'curator');
  player = await callerFor(app, 'player');
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/ev/', () => {
  test('cells (ev_value, nm) by period and a chart summed from the rows', async () => {
    const playerId = await userId(app, 'player');
    const res = await curator('GET', `/api/ev/?player=${playerId}`);
    expect(res.statusCode).toBe(200);
    const ev = res.json().data;
    expect(ev.username).toBe('player');
    expect(ev.columns.length).toBeGreaterThan(0);
    expect(ev.rows[0].cells).toHaveLength(ev.columns.length);
    expect(Object.keys(ev.rows[0].cells[0]).sort()).toEqual(['ev_value', 'nm']);
    const sums = await app.db.query<{ ev: string; actual: string }>(
      'SELECT sum(ev_value)::text AS ev, sum(actual_value)::text AS actual FROM ev_cells WHERE player_id = $1 GROUP BY period ORDER BY period',
      [playerId],
    );
    expect(ev.chart.map((p: { ev: string; actual: string }) => ({ ev: p.ev, actual: p.actual }))).toEqual(
      sums,
    );
    expect(ev.chart.map((p: { period: string }) => p.period)).toEqual(
      ev.columns.map((c: { period: string }) => c.period),
    );
  });

  test('the student reads own EV; 403 for another student; 400 for a bad id', async () => {
    const playerId = await userId(app, 'player');
    expect((await player('GET', `/api/ev/?player=${playerId}`)).statusCode).toBe(200);
    const anna = await userId(app, 'anna.kuznetsova');
    const other = await player('GET', `/api/ev/?player=${anna}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
    const bad = await curator('GET', '/api/ev/?player=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.player).toEqual(['Некорректный идентификатор']);
    const newbie = await userId(app, 'newbie');
    expect((await curator('GET', `/api/ev/?player=${newbie}`)).statusCode).toBe(403);
  });
});
