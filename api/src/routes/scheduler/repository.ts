import type { SchedulerNetwork, TournamentSearch } from '@fund/shared/schemas/scheduler';
import { DAY_MINUTES, SCHEDULER_MESSAGES } from '@fund/shared/schemas/scheduler';
import type { Db } from '../../db/types';
import { ValidationError } from '../../plugins/errors';
import { texts } from '../../texts';
import { daySlices, offsetInWindow, toWeekWindow } from './window';

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

/** A page of the search (issue 43): `limit` rows after the row `after` (`<day_number>|<id>`). */
export interface SearchPage {
  limit: number;
  after?: { key: number; id: number };
}

/** The position of the cursor's row: its series' start minute, network order, name and hash. */
interface CursorRow {
  start_minute: number;
  sort: number;
  name: string;
  hash: string;
}

/** The cursor's row, or a 400 on `after` when no series of that id runs on that day. */
async function cursorRow(db: Db, after: { key: number; id: number }): Promise<CursorRow> {
  const row = await db.one<CursorRow>(
    `SELECT s.start_minute, n.sort, s.name, s.hash
       FROM scheduler_series s JOIN scheduler_networks n ON n.id = s.network_id
      WHERE s.id = $1 AND $2::smallint = ANY(s.days)`,
    [after.id, after.key],
  );
  if (!row) throw new ValidationError({ after: [texts.scheduler.cursor] });
  return row;
}

/**
 * A page of the tournaments whose start falls in the window, listed forward from the window start
 * (then network order, name, hash), after the cursor's row (issue 43, docs/scheduler.md "Paged on
 * the server"). The window is cut into day slices (`daySlices`); each slice's series are read by
 * `scheduler_series_start_idx` in start order, at most `limit` of them past the cursor, so a page
 * costs its rows and not the window. The rows are serialised to JSON inside PostgreSQL.
 */
export async function searchTournaments(db: Db, search: TournamentSearch, page: SearchPage): Promise<string> {
  const f = search.filters;
  await checkNetworks(db, f.networks);
  const w = toWeekWindow(search);
  const slices = daySlices(w);
  // Without a cursor, a place before every row (-1 minutes from the window start). With one, its
  // row's place: minutes from the window start (past the window's end: no rows), network, name, hash.
  const cursor = page.after
    ? { ...(await cursorRow(db, page.after)), at: 0 }
    : { at: -1, sort: -32768, name: '', hash: '', start_minute: 0 };
  if (page.after) cursor.at = offsetInWindow(w, page.after.key * DAY_MINUTES + cursor.start_minute);
  const row = await db.one<{ items: string }>(
    // Each day slice by scheduler_slice (migration 155: its series by the start index, the page
    // past the cursor and the rest of its last start minute), then the page in window order.
    `WITH t AS (
       SELECT c.day AS day_number, p.*
         FROM unnest($1::smallint[], $2::smallint[], $3::smallint[], $4::int[]) AS c(day, lo, hi, base)
        CROSS JOIN LATERAL scheduler_slice(c.day, c.lo, c.hi, c.base, $5::int[], $6::text[], $7::text[],
              $8::smallint[], $9::numeric, $10::numeric, $11::numeric, $12::numeric,
              $13::int, $14::smallint, $15::text, $16::text, $17::int) p
        ORDER BY p.pos, p.sort, p.name, p.hash
        LIMIT $17::int
     )
     SELECT coalesce(json_agg(to_json(x) ORDER BY t.pos, t.sort, t.name, t.hash), '[]')::text AS items
       FROM t JOIN scheduler_networks n ON n.id = t.network_id
      -- The answer row (spec 02 §3, and the series' id for the cursor); to_json of a row is compact.
      CROSS JOIN LATERAL (
        SELECT t.id, t.hash, t.day_number, n.name AS network, t.name,
               to_char(make_time(t.start_minute / 60, t.start_minute % 60, 0), 'HH24:MI') AS start_time,
               t.duration, t.buyin::text AS buyin, t.currency, t.usd_buyin::text AS usd_buyin, t.total_entries,
               t.roi::text AS roi, round(t.usd_buyin * t.roi / 100, 2)::text AS profit_per_tournament, t.score,
               t.refunded, t.tournament_type, t.bounty_type
      ) x`,
    [
      slices.map((x) => x.day),
      slices.map((x) => x.from),
      slices.map((x) => x.to),
      slices.map((x) => offsetInWindow(w, x.day * DAY_MINUTES + x.from)),
      nonEmpty(f.networks),
      nonEmpty(f.types),
      nonEmpty(f.bounty),
      nonEmpty(f.ratings),
      limit(f.buyin_min),
      limit(f.buyin_max),
      limit(f.entries_min),
      limit(f.entries_max),
      cursor.at,
      cursor.sort,
      cursor.name,
      cursor.hash,
      page.limit,
    ],
  );
  return row?.items ?? '[]';
}
