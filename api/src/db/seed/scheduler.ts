import type { Db } from '../types';
import { generateWeek, NETWORKS } from './scheduler-data';

/**
 * The scheduler's demo week (≥ 21,000 tournament-days over six networks, about 3,600 series)
 * in one statement: rows generated in JS by a seeded PRNG, inserted from column arrays with
 * unnest, so the seed is one round trip. The USD buy-in is computed in SQL numeric.
 */
export async function seedScheduler(db: Db): Promise<number> {
  for (const [index, network] of NETWORKS.entries()) {
    await db.query('INSERT INTO scheduler_networks (id, name, sort) VALUES ($1, $2, $3)', [
      network.id,
      network.name,
      index,
    ]);
  }
  const c = generateWeek();
  await db.query(
    `INSERT INTO scheduler_series (hash, network_id, name, tournament_type, bounty_type, start_minute, buyin, currency,
                                   usd_buyin, refunded, days, durations, entries, rois, scores)
     SELECT hash, network, name, type, bounty, minute, buyin, currency, round(buyin * rate, 2), refunded,
            days::smallint[], durations::int[], entries::int[], rois::numeric(7, 2)[], scores::smallint[]
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::smallint[], $7::numeric[], $8::text[],
                   $9::numeric[], $10::boolean[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
         AS x(hash, network, name, type, bounty, minute, buyin, currency, rate, refunded, days, durations, entries, rois, scores)`,
    [
      c.hash,
      c.network,
      c.name,
      c.type,
      c.bounty,
      c.minute,
      c.buyin,
      c.currency,
      c.rate,
      c.refunded,
      c.days,
      c.durations,
      c.entries,
      c.rois,
      c.scores,
    ],
  );
  return c.total;
}
