import type { SchedulerNetwork, TournamentSearch } from '@fund/shared/schemas/scheduler';
import { DAY_MINUTES, SCHEDULER_MESSAGES, WEEK_MINUTES } from '@fund/shared/schemas/scheduler';
import type { Db } from '../../db/types';
import { ValidationError } from '../../plugins/errors';
import { daySlices, toWeekWindow } from './window';

export function listNetworks(db: Db): Promise<SchedulerNetwork[]> {
  return db.query<SchedulerNetwork>('SELECT id, name FROM scheduler_networks ORDER BY sort, id');
}

/** Unknown network ids → 400 on the offending array item, like a schema issue. */
async function checkNetworks(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db.query<{ id: number }>(
    'SELECT id FROM scheduler_networks WHERE id = ANY($1::int[])',
    [ids],
  );
  const knownIds = new Set(known.map((row) => row.id));
  const fields: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (!knownIds.has(id))
      fields[`filters.networks.${index}`] = [`${SCHEDULER_MESSAGES.unknownNetwork}: ${id}`];
  });
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

const limit = (value: number | null) => (value === null ? null : String(value));
const nonEmpty = <T>(list: T[]) => (list.length > 0 ? list : null);

/**
 * Tournaments whose start falls in the window, listed forward from the window start. The rows
 * are serialised to JSON inside PostgreSQL: one text value instead of thousands of parsed rows
 * keeps a full-week answer (21,000 rows) within the bench target.
 */
export async function searchTournaments(db: Db, search: TournamentSearch): Promise<string> {
  const f = search.filters;
  await checkNetworks(db, f.networks);
  const w = toWeekWindow(search);
  const slices = daySlices(w);
  const row = await db.one<{ items: string }>(
    `WITH t AS (
       SELECT s.hash, c.day AS day_number, s.start_minute, c.day * ${DAY_MINUTES} + s.start_minute AS week_minute,
              s.network_id, s.name, s.tournament_type, s.bounty_type, s.durations[p.i] AS duration, s.buyin, s.currency,
              s.usd_buyin, s.entries[p.i] AS total_entries, s.rois[p.i] AS roi, s.scores[p.i] AS score, s.refunded
         FROM unnest($1::smallint[], $2::smallint[], $3::smallint[]) AS c(day, lo, hi)
         JOIN scheduler_series s ON s.start_minute BETWEEN c.lo AND c.hi
        CROSS JOIN LATERAL (SELECT array_position(s.days, c.day) AS i) p
        WHERE p.i IS NOT NULL
          AND ($5::int[] IS NULL OR s.network_id = ANY($5::int[]))
          AND ($6::text[] IS NULL OR s.tournament_type = ANY($6::text[]))
          AND ($7::text[] IS NULL OR s.bounty_type = ANY($7::text[]))
          AND ($9::numeric IS NULL OR s.usd_buyin >= $9::numeric)
          AND ($10::numeric IS NULL OR s.usd_buyin <= $10::numeric)
     )
     SELECT coalesce(json_agg(to_json(x)
              ORDER BY (t.week_minute - $4 + ${WEEK_MINUTES}) % ${WEEK_MINUTES}, n.sort, t.name, t.hash), '[]')::text AS items
       FROM t JOIN scheduler_networks n ON n.id = t.network_id
      -- The answer row (spec 02 §3); to_json of a row is compact and faster than json_build_object.
      CROSS JOIN LATERAL (
        SELECT t.hash, t.day_number, n.name AS network, t.name,
               to_char(make_time(t.start_minute / 60, t.start_minute % 60, 0), 'HH24:MI') AS start_time,
               t.duration, t.buyin::text AS buyin, t.currency, t.usd_buyin::text AS usd_buyin, t.total_entries,
               t.roi::text AS roi, round(t.usd_buyin * t.roi / 100, 2)::text AS profit_per_tournament, t.score,
               t.refunded, t.tournament_type, t.bounty_type
      ) x
      WHERE ($8::smallint[] IS NULL OR t.score = ANY($8::smallint[]))
        AND ($11::numeric IS NULL OR t.total_entries >= $11::numeric)
        AND ($12::numeric IS NULL OR t.total_entries <= $12::numeric)`,
    [
      slices.map((x) => x.day),
      slices.map((x) => x.from),
      slices.map((x) => x.to),
      w.start,
      nonEmpty(f.networks),
      nonEmpty(f.types),
      nonEmpty(f.bounty),
      nonEmpty(f.ratings),
      limit(f.buyin_min),
      limit(f.buyin_max),
      limit(f.entries_min),
      limit(f.entries_max),
    ],
  );
  return row?.items ?? '[]';
}
