import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';

// Issue 43: the history is paged on the server (keyset by date and id, docs/api.md).
const URL = '/api/accounting/accountinghistory/';
let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  headers = bearer((await login(app, 'player')).access);
});
afterAll(async () => {
  await app?.close();
});

type Row = { id: string; created_datetime: string };
const all = { rooms: [] as number[], cashflow: true, transfers: true, period: 'alltime' };
const post = (payload: object) => app.inject({ method: 'POST', url: URL, headers, payload });
const cursor = (row: Row) => `${row.created_datetime}|${row.id}`;
/** The order of the pages: date, then personal funds before the ledger, then the id — all descending. */
const key = (row: Row) => {
  const [source, id] = row.id.split('-');
  return [Date.parse(row.created_datetime), source === 'pf' ? 1 : 0, Number(id)] as const;
};
const before = (a: Row, b: Row) => {
  const [x, y] = [key(a), key(b)];
  return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
};

/** `n` ledger rows of the player's GG account from `at`, `step` apart (0: ties the order must break). */
async function insertLedger(n: number, at: string, sourceFrom: number, step = '0 seconds'): Promise<void> {
  await app.db.query(
    `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, created_at)
     SELECT a.id, 'cashflow_in', 1.00 + g, 'cash_flow', $2::int + g, $3::timestamptz + g * $4::interval
       FROM account_records a, generate_series(1, $1::int) g
      WHERE a.name = 'IvanPetrovGG'`,
    [n, sourceFrom, at, step],
  );
}

describe('history pages (issue 43)', () => {
  test('pages cover every row once, in a stable order, while rows are inserted between pages', async () => {
    // Ties: 30 ledger rows and 3 approved personal funds rows at the very same instant.
    const tie = '2025-06-01T12:00:00.000Z';
    await insertLedger(30, tie, 995000);
    await app.db.query(
      `INSERT INTO personal_funds_movements (user_id, type, amount, status, created_at)
       SELECT u.id, 'cashback', 5.00, 'approved', $1::timestamptz FROM users u, generate_series(1, 3)
        WHERE u.username = 'player'`,
      [tie],
    );
    const first = await post({ ...all, limit: 7 });
    const count = first.json().count as number;
    const expected = (await post({ ...all, limit: 100 })).json().data as Row[];
    expect(count).toBe(expected.length);
    expect(count).toBeLessThanOrEqual(100);

    const seen: Row[] = [];
    let page = first.json().data as Row[];
    let round = 0;
    while (page.length > 0) {
      expect(page.length).toBeLessThanOrEqual(7);
      seen.push(...page);
      // Between pages: a newer row (before the cursor) and one dated inside the pages already read.
      round += 1;
      await insertLedger(1, new Date().toISOString(), 996000 + round * 10);
      await insertLedger(1, '2025-06-01T12:00:00.000Z', 997000 + round * 10);
      page = (await post({ ...all, limit: 7, after: cursor(seen[seen.length - 1]!) })).json().data as Row[];
    }
    const ids = seen.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every row there at the start, in the order of the single big page.
    expect(ids.filter((id) => expected.some((row) => row.id === id))).toEqual(expected.map((row) => row.id));
    for (let i = 1; i < seen.length; i += 1) expect(before(seen[i - 1]!, seen[i]!)).toBe(true);
    const tied = expected.filter((row) => row.created_datetime === tie);
    expect(tied.map((row) => row.id.slice(0, 2))).toEqual(['pf', 'pf', 'pf', ...Array(30).fill('lm')]);
  });

  test('an offset after a cursor jumps to the page the sequential pages reach', async () => {
    const pages: Row[][] = [];
    let after: object = {};
    for (let i = 0; i < 4; i += 1) {
      const page = (await post({ ...all, limit: 5, ...after })).json().data as Row[];
      pages.push(page);
      after = { after: cursor(page[page.length - 1]!) };
    }
    const jump = (await post({ ...all, limit: 5, after: cursor(pages[0]![4]!), offset: 10 })).json().data;
    expect(jump).toEqual(pages[3]);
    expect((await post({ ...all, limit: 5, offset: 15 })).json().data).toEqual(pages[3]);
  });

  test('a heavy player’s whole history: one page and the count of every row, from the database', async () => {
    // Two years of movements, about one every six hours.
    await insertLedger(3000, '2024-11-01T00:00:00.000Z', 1_000_000, '6 hours');
    const res = await post(all);
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json();
    const total = await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounting_history_rows h JOIN users u ON u.id = h.user_id
        WHERE u.username = 'player'`,
    );
    expect(count).toBe(total!.n);
    expect(count).toBeGreaterThan(3000);
    expect(data).toHaveLength(50);
    expect((await post({ ...all, limit: 100 })).json().data).toHaveLength(100);
  });

  test.each([
    [{ limit: 0 }, 'limit', 'Допустимо от 1 до 100'],
    [{ limit: 101 }, 'limit', 'Допустимо от 1 до 100'],
    [{ limit: 100000 }, 'limit', 'Допустимо от 1 до 100'],
    [{ limit: '10' }, 'limit', 'Должно быть числом'],
    [{ offset: -1 }, 'offset', 'Некорректное значение'],
    [{ offset: 100_001 }, 'offset', 'Некорректное значение'],
    [{ after: 'abc' }, 'after', 'Некорректное значение'],
    [{ after: '' }, 'after', 'Некорректное значение'],
    [{ after: '2026-02-30T10:00:00.000Z|lm-1' }, 'after', 'Некорректное значение'],
    [{ after: '2026-11-20T10:00:00.000Z|lm-0' }, 'after', 'Некорректное значение'],
    [{ after: '2026-11-20T10:00:00.000Z|zz-1' }, 'after', 'Некорректное значение'],
    [{ after: "2026-11-20T10:00:00.000Z|lm-1'; --" }, 'after', 'Некорректное значение'],
    [{ after: ['2026-11-20T10:00:00.000Z|lm-1'] }, 'after', 'Некорректное значение'],
  ])('bad paging %j → 400 in Russian', async (paging, field, message) => {
    const res = await post({ ...all, ...paging });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([message]);
  });

  test('a well-formed cursor of no row (a far id) still pages: the rows older than it', async () => {
    const res = await post({ ...all, limit: 3, after: '2099-01-01T00:00:00.000Z|lm-9999999999' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
  });
});
