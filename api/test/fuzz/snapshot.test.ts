/**
 * The fuzz's "database unchanged" snapshot (./snapshot.ts) does not take the live events' pruner
 * for a request's change: in a long run the test database's seeded events are older than the 15
 * minutes kept, and the pruner (every minute) dropped them while a slice ran (CI, 29 Nov).
 */
import { pruneEvents } from '../../src/routes/events/repository';
import { buildTestApp } from '../helpers/app';
import { snapshot } from './snapshot';

test('the pruner dropping old events is not a change; a new event is', async () => {
  const app = await buildTestApp();
  try {
    const count = async () =>
      (await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM live_events'))!.n;
    await app.db.query(`UPDATE live_events SET created_at = now() - interval '20 minutes'`);
    expect(await count()).toBeGreaterThan(0);
    const before = await snapshot(app.db);
    await pruneEvents(app.db);
    expect(await count()).toBe(0);
    expect(await snapshot(app.db)).toEqual(before);
    await app.db.query(
      `INSERT INTO live_events (topic, scope, entity) VALUES ('messages', 'all', 'web_messages')`,
    );
    expect(await snapshot(app.db)).not.toEqual(before);
  } finally {
    await app.close();
  }
});
