import type { Db } from '../db/types';

interface Paging {
  page: number;
  per_page: number;
}

/** WHERE clauses with numbered parameters, built from a parsed query. */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** `clause` gets the placeholder of `value`, e.g. `(p) => \`ar.user_id = ${p}\``. */
  add(clause: (placeholder: string) => string, value: unknown): this {
    if (value === undefined) return this;
    this.params.push(value);
    this.clauses.push(clause(`$${this.params.length}`));
    return this;
  }

  /** A clause of several parameters: `clause` gets their placeholders in the order of `values`. */
  addAll(clause: (...placeholders: string[]) => string, values: unknown[]): this {
    const first = this.params.length + 1;
    this.params.push(...values);
    this.clauses.push(clause(...values.map((_, i) => `$${first + i}`)));
    return this;
  }

  /** A clause without a parameter (a fixed condition of the code, never input). */
  raw(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  /** Inclusive days (UTC) of a timestamp column. */
  days(column: string, from: string | undefined, to: string | undefined): this {
    this.add((p) => `${column} >= (${p}::date)::timestamp AT TIME ZONE 'UTC'`, from);
    return this.add((p) => `${column} < (${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`, to);
  }

  get where(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/**
 * One page of `SELECT <select> <from> <where> ORDER BY <order>` and the count of the whole filter.
 * `from` holds the FROM and JOIN clauses; the filter's columns must be reachable from it.
 */
export async function listPage<T>(
  db: Db,
  parts: { select: string; from: string; order: string },
  filter: SqlFilter,
  paging: Paging,
): Promise<{ rows: T[]; count: number }> {
  const params = [...filter.params, paging.per_page, (paging.page - 1) * paging.per_page];
  const n = filter.params.length;
  const rows = await db.query<T>(
    `SELECT ${parts.select} ${parts.from} ${filter.where} ORDER BY ${parts.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params,
  );
  const total = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n ${parts.from} ${filter.where}`,
    filter.params,
  );
  return { rows, count: total?.n ?? 0 };
}

/** Rows a page by number skips at most (counted from the nearer end): the work stays bounded. */
const MAX_SKIP = 100_000;

/**
 * A list's order before the id (issue 43): `sql`, an expression over the list's table (e.g. a date),
 * newest first, the id breaking ties; a cursor's key is cast to `type`.
 */
export interface PageKey {
  sql: string;
  type: string;
}

/** The previous page's last row: its id, or with a `PageKey` its key (as text) and id. */
export type PageCursor = number | { key: string; id: number };

/**
 * A list's page, newest first (id descending, or `key` then id), beside the filter's `count`
 * (issue 43, docs/backoffice.md "At fund scale"): the page's ids come from the list's table alone —
 * `filter` reads only its columns (alias `alias`), so an index on id (or the filter's own) serves
 * it — then `select` and `joins` are read for those rows only. `after` (the previous page's last
 * row): the next rows, the same cost at any depth, every row once while new ones arrive above the
 * cursor. A page by number is counted from the nearer end (the last page reads the oldest rows
 * ascending); a skip over MAX_SKIP calls `tooFar` (the caller's Russian 400).
 */
export async function idPage<T>(
  db: Db,
  parts: { table: string; alias: string; select: string; joins: string; key?: PageKey },
  filter: SqlFilter,
  count: number,
  query: Paging & { after?: PageCursor },
  tooFar: () => Error,
): Promise<{ rows: T[]; count: number }> {
  const size = query.per_page;
  let skip = query.after === undefined ? (query.page - 1) * size : 0;
  let limit = size;
  let direction = 'DESC';
  if (query.after === undefined && skip > 0 && skip + size / 2 > count / 2) {
    const left = count - skip;
    if (left <= 0) return { rows: [], count };
    limit = Math.min(size, left);
    skip = left - limit;
    direction = 'ASC';
  }
  if (skip > MAX_SKIP) throw tooFar();
  const { table, alias: a, key } = parts;
  const order = (dir: string) => (key ? `${key.sql} ${dir}, ${a}.id ${dir}` : `${a}.id ${dir}`);
  const after = query.after;
  if (typeof after === 'object' && key)
    filter.addAll(
      (k, id) => `(${key.sql}, ${a}.id) < (${k}::${key.type}, ${id}::int)`,
      [after.key, after.id],
    );
  else filter.add((p) => `${a}.id < ${p}`, typeof after === 'object' ? after.id : after);
  const n = filter.params.length;
  const rows = await db.query<T>(
    `SELECT ${parts.select}
       FROM ${table} ${a} ${parts.joins}
      WHERE ${a}.id = ANY(ARRAY(SELECT ${a}.id FROM ${table} ${a} ${filter.where}
                                 ORDER BY ${order(direction)} LIMIT $${n + 1} OFFSET $${n + 2}))
      ORDER BY ${order('DESC')}`,
    [...filter.params, limit, skip],
  );
  return { rows, count };
}

/** count(*) of `filter` over the list's table alone (`filter` as for `idPage`). */
export async function tableCount(db: Db, table: string, alias: string, filter: SqlFilter): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} ${alias} ${filter.where}`,
    filter.params,
  );
  return row?.n ?? 0;
}

/** Rows an export query reads at a time (issue 40). */
const EXPORT_PAGE = 500;

/**
 * Every row of `SELECT <select> <from> <filter>`, newest `key` first, `size` rows a query
 * (keyset on the id, no OFFSET): an export streams them page by page (issue 40). `filter` makes
 * a fresh filter for each query (the keyset's bound is added to it).
 */
export async function* keysetPages<T extends { id: number }>(
  db: Db,
  parts: { select: string; from: string; key: string },
  filter: () => SqlFilter,
  size = EXPORT_PAGE,
): AsyncGenerator<T[]> {
  let before: number | undefined;
  for (;;) {
    const where = filter().add((p) => `${parts.key} < ${p}`, before);
    const rows = await db.query<T>(
      `SELECT ${parts.select} ${parts.from} ${where.where} ORDER BY ${parts.key} DESC LIMIT $${where.params.length + 1}`,
      [...where.params, size],
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    before = last.id;
  }
}
