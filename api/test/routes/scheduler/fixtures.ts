import type { Tournament } from '@fund/shared/schemas/scheduler';
import type { FastifyInstance } from 'fastify';
import { bearer, login } from '../../helpers/app';

export const NO_FILTERS = {
  networks: [] as number[],
  types: [] as string[],
  bounty: [] as string[],
  ratings: [] as number[],
  buyin_min: null as number | null,
  buyin_max: null as number | null,
  entries_min: null as number | null,
  entries_max: null as number | null,
};

export const body = (over: Record<string, unknown> = {}, filters: Partial<typeof NO_FILTERS> = {}) => ({
  filters: { ...NO_FILTERS, ...filters },
  startDay: 0,
  startTime: '09:30',
  endDay: 0,
  endTime: '21:30',
  ...over,
});

/** POST the search as `username`; `query` is its page (`limit=…&after=…`, issue 43). */
export async function searcher(app: FastifyInstance, username = 'player') {
  const { access } = await login(app, username);
  return (payload: unknown, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/scheduler/tournaments/search/${query && `?${query}`}`,
      headers: bearer(access),
      payload: payload as object,
    });
}

/** The answer's row as the search gives it. */
export type Row = Tournament & { id: number };

/** The page cursor of a row: `<day_number>|<id>` (issue 43). */
export const cursorOf = (row: Pick<Row, 'day_number' | 'id'>) => `${row.day_number}|${row.id}`;

/**
 * Every page of a search, `limit` rows a page, each after the previous page's last row, until a
 * page is short: the pages and their rows joined.
 */
export async function allPages(search: Awaited<ReturnType<typeof searcher>>, payload: unknown, limit = 100) {
  const pages: Row[][] = [];
  let data: { items: Row[]; show_wmark: boolean } | undefined;
  for (let after = ''; ; ) {
    const res = await search(payload, `limit=${limit}${after && `&after=${encodeURIComponent(after)}`}`);
    expect(res.statusCode).toBe(200);
    data = res.json().data;
    pages.push(data!.items);
    const last = data!.items.at(-1);
    if (data!.items.length < limit || !last) break;
    after = cursorOf(last);
  }
  return { pages, items: pages.flat(), show_wmark: data!.show_wmark };
}

export const key = (t: Pick<Tournament, 'hash' | 'day_number'>) => `${t.hash}:${t.day_number}`;

/** Every tournament of the week from the view, as the reference the route is checked against. */
export async function allRows(app: FastifyInstance) {
  return app.db.query<{
    hash: string;
    day_number: number;
    week_minute: number;
    network_id: number;
    sort: number;
    name: string;
    tournament_type: string;
    bounty_type: string;
    usd_buyin: string;
    total_entries: number;
    score: number;
  }>(
    `SELECT t.hash, t.day_number, t.week_minute, t.network_id, n.sort, t.name, t.tournament_type, t.bounty_type,
            t.usd_buyin, t.total_entries, t.score
       FROM scheduler_tournaments t JOIN scheduler_networks n ON n.id = t.network_id`,
  );
}
