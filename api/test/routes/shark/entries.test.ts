import { PERMISSIONS } from '@fund/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';

// GET /api/shark/playergroup/totalentries/{contract,bundle}/: the entries from the day (in the
// API's time zone) the player's latest contract or current bundle started, and that start.

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

/** A Date's calendar day in this process's time zone, as YYYY-MM-DD. */
const localDay = (date: Date) => date.toLocaleDateString('sv-SE');
const shift = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const get = async (username: string, period: string) => {
  const { access } = await login(app, username);
  return app.inject({
    method: 'GET',
    url: `/api/shark/playergroup/totalentries/${period}/`,
    headers: bearer(access),
  });
};

test.each(['contract', 'bundle'])('%s: the entries from the start day on, and the start', async (period) => {
  const user = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'"))!.id;
  const start = (await app.db.one<{ start: Date }>(
    period === 'contract'
      ? 'SELECT start_datetime AS start FROM contracts WHERE user_id = $1 ORDER BY start_datetime DESC, id DESC LIMIT 1'
      : `SELECT b.start_datetime AS start FROM bundles b JOIN contracts c ON c.id = b.contract_id
          WHERE c.user_id = $1 ORDER BY c.start_datetime DESC, c.id DESC, b.number DESC LIMIT 1`,
    [user],
  ))!.start;
  const day = localDay(start);
  const rows: [string, number][] = [
    [shift(day, -30), 1000],
    [shift(day, -1), 300],
    [day, 5],
    [shift(day, 1), 7],
    [shift(day, 40), 11],
  ];
  await app.db.query('DELETE FROM tournament_entries_daily WHERE user_id = $1', [user]);
  for (const [d, n] of rows) {
    await app.db.query('INSERT INTO tournament_entries_daily (user_id, day, entries) VALUES ($1, $2, $3)', [
      user,
      d,
      n,
    ]);
  }
  const res = await get('player', period);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ entries: 5 + 7 + 11, since: start.toISOString() });
});

test('no contract: no entries and no start', async () => {
  const { id } = (await app.db.one<{ id: number }>(
    `INSERT INTO users (username, password_hash) SELECT 'no.contract', password_hash FROM users
      WHERE username = 'player' RETURNING id`,
  ))!;
  await app.db.query('INSERT INTO user_permissions (user_id, permission) VALUES ($1, $2)', [
    id,
    PERMISSIONS.dashboard,
  ]);
  for (const period of ['contract', 'bundle']) {
    const res = await get('no.contract', period);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ entries: 0, since: null });
  }
});
