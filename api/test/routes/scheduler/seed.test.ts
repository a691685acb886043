import { generateWeek, NETWORKS, prng, scoreFor } from '../../../src/db/seed/scheduler-data';
import { buildTestApp } from '../../helpers/app';

describe('scheduler demo week', () => {
  test('is deterministic and at least 20,000 tournaments', () => {
    const a = generateWeek();
    const b = generateWeek();
    expect(a).toEqual(b);
    expect(a.total).toBeGreaterThanOrEqual(20_000);
    expect(new Set(a.hash).size).toBe(a.hash.length);
    expect(generateWeek(7).hash[0]).not.toBe(a.hash[0]);
  });

  test('prng and score thresholds', () => {
    expect(prng(1)()).toBe(prng(1)());
    expect([35, 20, 5, -5, -5.01].map(scoreFor)).toEqual([2, 1, 0, -1, -2]);
  });

  test('the seeded database holds the week over every network with every score', async () => {
    const app = await buildTestApp();
    try {
      const stats = await app.db.one<{
        n: number;
        networks: number;
        scores: number[];
        min_day: number;
        max_day: number;
      }>(
        `SELECT count(*)::int AS n, count(DISTINCT network_id)::int AS networks,
                array_agg(DISTINCT score ORDER BY score) AS scores, min(day_number) AS min_day, max(day_number) AS max_day
           FROM scheduler_tournaments`,
      );
      expect(stats).toEqual({
        n: generateWeek().total,
        networks: NETWORKS.length,
        scores: [-2, -1, 0, 1, 2],
        min_day: 0,
        max_day: 6,
      });
      const bad = await app.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM scheduler_tournaments
          WHERE usd_buyin <> round(buyin * CASE currency WHEN 'EUR' THEN 1.08 ELSE 1 END, 2) OR duration <= 0`,
      );
      expect(bad?.n).toBe(0);
    } finally {
      await app.close();
    }
  });
});
