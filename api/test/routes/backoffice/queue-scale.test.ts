/**
 * The back office at fund scale (issue 43, docs/backoffice.md "At fund scale"): the menu badge's
 * counters (migrations 140, 142) stay exact through every change of a queue row, concurrent ones on
 * PostgreSQL; a queue's pages (the `after` cursor, or a page number counted from the nearer end)
 * give every row once in a stable order while rows arrive; bad cursors and page sizes are refused
 * in Russian; the audit log's counters (migration 152) equal count(*) after every kind of insert and
 * a rollback; on PostgreSQL, over generated fund data, every statement of these routes reads the
 * queue tables through an index, and the audit's count reads only its counters.
 */
import { writeFileSync } from 'node:fs';
import { BACKOFFICE_TEXT } from '@fund/shared/schemas/backoffice';
import type { FastifyInstance } from 'fastify';
import { generateFundData } from '../../../../bench/fund-data/generate';
import { BO_TEXT } from '../../../src/routes/backoffice/texts';
import { buildTestApp } from '../../helpers/app';
import { planScans } from '../../helpers/plans';
import { accountId, type Client, clientFor } from './helpers';

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

let app: FastifyInstance;
let staff: Client;
beforeEach(async () => {
  app = await buildTestApp();
  staff = await clientFor(app, 'admin');
});
afterEach(() => app.close());

const QUEUES = {
  deposit_requests: `SELECT CASE WHEN processed_datetime IS NOT NULL THEN 'processed'
    WHEN rejected_at IS NOT NULL THEN 'rejected' WHEN deleted_at IS NOT NULL THEN 'deleted' ELSE 'pending' END AS status
    FROM deposit_requests`,
  cash_flows: 'SELECT status FROM cash_flows',
  payout_requests: 'SELECT status FROM payout_requests',
  personal_funds: 'SELECT status FROM personal_funds_movements',
  transfers: 'SELECT status FROM transfers',
};

/** Every counter (queue, status) equals a count(*) of the queue's rows. */
async function expectCountersExact() {
  for (const [queue, rows] of Object.entries(QUEUES)) {
    const counted = await app.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM (${rows}) q GROUP BY status ORDER BY status`,
    );
    const kept = await app.db.query<{ status: string; n: number }>(
      `SELECT status, sum(n)::int AS n FROM backoffice_counts WHERE queue = $1 GROUP BY status
       HAVING sum(n) <> 0 ORDER BY status`,
      [queue],
    );
    expect({ queue, kept }).toEqual({ queue, kept: counted });
  }
  const badge = (await staff.get('/api/backoffice/counts/')).json().data;
  const pending = async (queue: keyof typeof QUEUES) =>
    (await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${QUEUES[queue]}) q WHERE status = 'pending'`,
    ))!.n;
  expect(badge).toMatchObject({
    deposit_requests: await pending('deposit_requests'),
    cash_flows: await pending('cash_flows'),
    payout_requests: await pending('payout_requests'),
    personal_funds: await pending('personal_funds'),
  });
}

const addDeposits = (account: number, n: number) =>
  app.db.query(
    `INSERT INTO deposit_requests (account_record_id, amount, comment)
     SELECT $1, 10 + g, '' FROM generate_series(1, $2::int) g`,
    [account, n],
  );

const pendingIds = async () =>
  (
    await app.db.query<{ id: number }>(
      `SELECT id FROM deposit_requests
        WHERE processed_datetime IS NULL AND rejected_at IS NULL AND deleted_at IS NULL ORDER BY id DESC`,
    )
  ).map((row) => row.id);

const list = async (query: string) => {
  const res = await staff.get(`/api/backoffice/deposit-requests/?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; data: { id: number; status: string }[] };
};

test('the counters follow inserts, decisions, deletions and a removed row, and the badge reads them', async () => {
  const account = await accountId(app, 'player', 23);
  await addDeposits(account, 7);
  const [a, b, c, d] = await pendingIds();
  expect((await staff.post(`/api/backoffice/deposit-requests/${a}/process/`, {})).statusCode).toBe(200);
  expect(
    (await staff.post(`/api/backoffice/deposit-requests/${b}/reject/`, { reason: 'Нет' })).statusCode,
  ).toBe(200);
  await app.db.query('UPDATE deposit_requests SET deleted_at = now() WHERE id = $1', [c]);
  await app.db.query('DELETE FROM deposit_requests WHERE id = $1', [d]);
  const flow = await app.db.one<{ id: number }>(
    "SELECT id FROM cash_flows WHERE status = 'pending' ORDER BY id LIMIT 1",
  );
  expect(flow).toBeDefined();
  await staff.post(`/api/backoffice/cash-flows/${flow!.id}/reject/`, { reason: 'Нет' });
  await expectCountersExact();
});

test('a statement of many rows moves each counter once (migration 142): inserts, mixed updates, deletes', async () => {
  const account = await accountId(app, 'player', 23);
  // Each write of a counter row is logged (a test-only trigger), so a statement's writes are counted.
  await app.db.exec(`
    CREATE TABLE counter_writes (n int);
    CREATE FUNCTION log_counter_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO counter_writes VALUES (1); RETURN NULL; END $$;
    CREATE TRIGGER counter_written AFTER INSERT OR UPDATE ON backoffice_counts
      FOR EACH ROW EXECUTE FUNCTION log_counter_write();`);
  /** How many times one statement wrote a counter: once per status it moved (a counter per row: 3,000). */
  const counterWrites = async (sql: string, params: unknown[] = []) => {
    await app.db.query('DELETE FROM counter_writes');
    await app.db.query(sql, params);
    return (await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM counter_writes'))!.n;
  };
  expect(
    await counterWrites(
      `INSERT INTO deposit_requests (account_record_id, amount, comment)
       SELECT $1, 10 + g, '' FROM generate_series(1, 3000) g`,
      [account],
    ),
  ).toBe(1);
  expect(
    await counterWrites(
      `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment, status)
       SELECT $1, 1, false, '', CASE WHEN g % 3 = 0 THEN 'approved' ELSE 'pending' END
         FROM generate_series(1, 3000) g`,
      [account],
    ),
  ).toBe(2);
  await expectCountersExact();
  // Half of the pending deposit requests processed, a third rejected, the rest's comment changed
  // (no status change: nothing to count) — one statement.
  expect(
    await counterWrites(
      `UPDATE deposit_requests
          SET processed_datetime = CASE WHEN id % 2 = 0 THEN now() END,
              rejected_at = CASE WHEN id % 2 = 1 AND id % 3 = 0 THEN now() END,
              comment = 'сверка'
        WHERE processed_datetime IS NULL AND rejected_at IS NULL AND deleted_at IS NULL`,
    ),
  ).toBe(3);
  expect(await counterWrites(`UPDATE cash_flows SET comment = 'сверка' WHERE status = 'pending'`)).toBe(0);
  await expectCountersExact();
  expect(await counterWrites(`DELETE FROM cash_flows WHERE comment = 'сверка' OR status = 'approved'`)).toBe(
    2,
  );
  await app.db.query(`DELETE FROM deposit_requests WHERE comment = 'сверка'`);
  await expectCountersExact();
  // The transfers' counters (migration 149): one write per status a statement moved.
  expect(
    await counterWrites(
      `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status)
       SELECT 23, $1, true, 1, CASE WHEN g % 2 = 0 THEN 'cancelled' ELSE 'new' END FROM generate_series(1, 400) g`,
      [account],
    ),
  ).toBe(2);
  expect(await counterWrites(`UPDATE transfers SET status = 'cancelled' WHERE status = 'new'`)).toBe(2);
  await expectCountersExact();
  const cancelled = await staff.get('/api/backoffice/transfers/?status=cancelled&per_page=20');
  expect(cancelled.json().count).toBe(
    (await app.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE status = 'cancelled'`))!
      .n,
  );
  await app.db.query(`DELETE FROM transfers WHERE amount = 1 AND status = 'cancelled'`);
  await expectCountersExact();
  expect((await staff.get('/api/backoffice/transfers/?per_page=20')).json().count).toBe(
    (await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM transfers'))!.n,
  );
});

onPostgres(
  'concurrent writes on PostgreSQL: 60 inserts and 30 decisions at once, the counts stay exact',
  async () => {
    const account = await accountId(app, 'player', 23);
    await addDeposits(account, 30);
    const decide = (await pendingIds()).slice(0, 30);
    const admin = await clientFor(app, 'admin');
    const manager = await clientFor(app, 'manager');
    await Promise.all([
      ...Array.from({ length: 60 }, () => addDeposits(account, 1)),
      ...decide.map((id, i) =>
        i % 2 === 0
          ? admin.post(`/api/backoffice/deposit-requests/${id}/process/`, {})
          : manager.post(`/api/backoffice/deposit-requests/${id}/reject/`, { reason: 'Нет' }),
      ),
    ]);
    await expectCountersExact();
  },
);

test('the cursor: every pending row once, newest first, while rows arrive between the pages', async () => {
  const account = await accountId(app, 'player', 23);
  await addDeposits(account, 95);
  const expected = await pendingIds();
  const seen: number[] = [];
  let after: number | undefined;
  for (;;) {
    const url = `status=pending&per_page=20${after ? `&after=${after}` : ''}`;
    // From the second page on, two new rows arrive while the page is read (above the cursor).
    const [page] = await Promise.all([list(url), after ? addDeposits(account, 2) : null]);
    seen.push(...page.data.map((row) => row.id));
    if (page.data.length < 20) break;
    after = page.data.at(-1)!.id;
  }
  expect(seen).toEqual(expected);
});

test('pages by number, the far half counted from the end: every row once, as the cursor gives them', async () => {
  const account = await accountId(app, 'player', 23);
  await addDeposits(account, 87);
  const expected = await pendingIds();
  const pages = Math.ceil(expected.length / 20);
  const seen: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const answer = await list(`status=pending&per_page=20&page=${page}`);
    expect(answer.count).toBe(expected.length);
    seen.push(...answer.data.map((row) => row.id));
  }
  expect(seen).toEqual(expected);
  expect((await list(`status=pending&per_page=20&page=${pages + 1}`)).data).toEqual([]);
  // A filter beside the status counts with count(*): the same pages.
  const player = await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'");
  const mine = await list(`status=all&player=${player!.id}&per_page=100&page=1`);
  expect(mine.data.map((row) => row.id)).toEqual([...mine.data.map((row) => row.id)].sort((x, y) => y - x));
});

test('bad cursors, page sizes and pages → Russian 400, nothing read', async () => {
  for (const after of ['0', '-1', 'abc', '1.5', '99999999999']) {
    const res = await staff.get(`/api/backoffice/cash-flows/?after=${after}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(BACKOFFICE_TEXT.cursor);
  }
  const size = await staff.get('/api/backoffice/payout-requests/?per_page=7');
  expect(size.statusCode).toBe(400);
  expect(JSON.stringify(size.json())).toContain(BACKOFFICE_TEXT.perPage);
  const page = await staff.get('/api/backoffice/personal-funds/?page=0');
  expect(page.statusCode).toBe(400);
  expect(BO_TEXT.pageTooFar).toMatch(/[а-я]/);
});

// The transfers list and the audit log page like the queues (`idPage`): by cursor while rows arrive,
// by number from the nearer end, a filter the same, bad cursors a Russian 400.
const userId = async (name: string) =>
  (await app.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [name]))!.id;

/** `n` cancelled transfers (no hold: the money triggers ignore them) from the player's room-23 account. */
async function addTransfers(n: number) {
  const account = await accountId(app, 'player', 23);
  await app.db.query(
    `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status)
     SELECT 23, $1, true, 1 + g, 'cancelled' FROM generate_series(1, $2::int) g`,
    [account, n],
  );
}

/** `n` audit rows by the manager about user 1. */
async function addAudit(n: number) {
  await app.db.query(
    `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id, before, after)
     SELECT (SELECT id FROM users WHERE username = 'manager'), 'user.deactivate', 'user', 1, '{}', '{}'
       FROM generate_series(1, $1::int) g`,
    [n],
  );
}

const LISTS = [
  {
    name: 'transfers',
    url: '/api/backoffice/transfers/?status=cancelled&per_page=20',
    add: addTransfers,
    ids: 'SELECT id FROM transfers WHERE status = $$cancelled$$ ORDER BY id DESC',
  },
  {
    name: 'audit',
    url: '/api/backoffice/audit/?action=user.deactivate&per_page=20',
    add: addAudit,
    ids: 'SELECT id FROM backoffice_audit WHERE action = $$user.deactivate$$ ORDER BY id DESC',
  },
];

const listAt = async (url: string) => {
  const res = await staff.get(url);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; data: { id: number }[] };
};

describe.each(LISTS)('the $name list', ({ url, add, ids }) => {
  const expected = async () => (await app.db.query<{ id: number }>(ids)).map((row) => row.id);

  test('the cursor: every row once, newest first, while rows arrive between the pages', async () => {
    await add(75);
    const all = await expected();
    const seen: number[] = [];
    let after: number | undefined;
    for (;;) {
      const [page] = await Promise.all([
        listAt(`${url}${after ? `&after=${after}` : ''}`),
        after ? add(2) : null,
      ]);
      seen.push(...page.data.map((row) => row.id));
      if (page.data.length < 20) break;
      after = page.data.at(-1)!.id;
    }
    expect(seen).toEqual(all);
  });

  test('pages by number, the far half counted from the end: every row once, the count beside them', async () => {
    await add(67);
    const all = await expected();
    const pages = Math.ceil(all.length / 20);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = await listAt(`${url}&page=${page}`);
      expect(answer.count).toBe(all.length);
      seen.push(...answer.data.map((row) => row.id));
    }
    expect(seen).toEqual(all);
    expect((await listAt(`${url}&page=${pages + 1}`)).data).toEqual([]);
  });

  test('bad cursors → Russian 400', async () => {
    for (const after of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const res = await staff.get(`${url}&after=${after}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(BACKOFFICE_TEXT.cursor);
    }
  });
});

/** The audit log's counters (migrations 152, 153: a key's rows summed) equal count(*) of the log, per (actor, action, entity) and per UTC day. */
async function expectAuditCountersExact() {
  const key = 'actor_id, action, entity';
  const day = "(created_at AT TIME ZONE 'UTC')::date::text AS day";
  expect(
    await app.db.query(
      `SELECT ${key}, sum(n)::int AS n FROM backoffice_audit_counts GROUP BY ${key} ORDER BY ${key}`,
    ),
  ).toEqual(
    await app.db.query(
      `SELECT ${key}, count(*)::int AS n FROM backoffice_audit GROUP BY ${key} ORDER BY ${key}`,
    ),
  );
  expect(
    await app.db.query(
      `SELECT day::text AS day, ${key}, sum(n)::int AS n FROM backoffice_audit_day_counts
        GROUP BY day, ${key} ORDER BY day, ${key}`,
    ),
  ).toEqual(
    await app.db.query(
      `SELECT ${day}, ${key}, count(*)::int AS n FROM backoffice_audit GROUP BY 1, ${key} ORDER BY 1, ${key}`,
    ),
  );
}

/** `n` audit rows of two actors, three actions, one every 7 hours back from now (about n / 3.4 days). */
const addMixedAudit = (n: number) =>
  app.db.query(
    `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id, before, after, created_at)
     SELECT s.ids[1 + g % 2], (ARRAY['cash_flow.approve', 'cash_flow.reject', 'user.activate'])[1 + g % 3],
            CASE WHEN g % 3 = 2 THEN 'user' ELSE 'cash_flow' END, 1 + g % 5, '{}', '{}', now() - g * interval '7 hours'
       FROM generate_series(1, $1::int) g,
            (SELECT array_agg(id ORDER BY id) ids FROM users WHERE username IN ('manager', 'admin')) s`,
    [n],
  );

test('the audit log’s counters (migration 152) are exact after single and bulk inserts, and keep nothing of a rolled-back one', async () => {
  await expectAuditCountersExact();
  const player = await userId('player');
  expect((await staff.post(`/api/backoffice/users/${player}/deactivate/`, {})).statusCode).toBe(200);
  await addAudit(1);
  await expectAuditCountersExact();
  await addMixedAudit(400);
  await Promise.all([addMixedAudit(30), addAudit(20), addMixedAudit(7)]);
  await expectAuditCountersExact();
  const counters =
    'SELECT actor_id, action, entity, sum(n)::int AS n FROM backoffice_audit_counts GROUP BY 1, 2, 3 ORDER BY 1, 2, 3';
  const before = await app.db.query(counters);
  await expect(
    app.db.tx(async (t) => {
      await t.query(
        `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id) VALUES ($1, 'user.activate', 'user', 1)`,
        [player],
      );
      await t.query(
        `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id)
         SELECT $1, 'transfer.cancel', 'transfer', g FROM generate_series(1, 50) g`,
        [player],
      );
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await app.db.query(counters)).toEqual(before);
  await expectAuditCountersExact();
});

test('the audit log’s count of each filter, from the counters, is count(*) of the filter', async () => {
  await addMixedAudit(300);
  const manager = await userId('manager');
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, string, unknown[]][] = [
    ['', 'true', []],
    [`actor=${manager}`, 'actor_id = $1', [manager]],
    ['action=cash_flow.reject', "action = 'cash_flow.reject'", []],
    ['entity=user', "entity = 'user'", []],
    [`actor=${manager}&entity=cash_flow`, "actor_id = $1 AND entity = 'cash_flow'", [manager]],
    [`date_from=${day(20)}`, "created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'", [day(20)]],
    [`date_to=${day(5)}`, "created_at < ($1::date + 1)::timestamp AT TIME ZONE 'UTC'", [day(5)]],
    [
      `date_from=${day(30)}&date_to=${day(10)}&action=user.activate`,
      `created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
       AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AND action = 'user.activate'`,
      [day(30), day(10)],
    ],
    ['entity=cash_flow&entity_id=3', "entity = 'cash_flow' AND entity_id = 3", []],
    ['entity_id=3', 'entity_id = 3', []],
  ];
  for (const [filter, where, params] of cases) {
    const counted = (await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM backoffice_audit WHERE ${where}`,
      params,
    ))!.n;
    expect(counted).toBeGreaterThan(0);
    const answer = await listAt(`/api/backoffice/audit/?${filter}&per_page=10`);
    expect({ filter, count: answer.count }).toEqual({ filter, count: counted });
  }
});

test('the transfers of one player, as sender or receiver, page by their accounts', async () => {
  await addTransfers(30);
  const player = await userId('player');
  const mine = await app.db.query<{ id: number }>(
    `SELECT t.id FROM transfers t
      WHERE t.sender_account_record_id IN (SELECT id FROM account_records WHERE user_id = $1)
         OR t.receiver_account_record_id IN (SELECT id FROM account_records WHERE user_id = $1)
      ORDER BY t.id DESC`,
    [player],
  );
  const first = await listAt(`/api/backoffice/transfers/?player=${player}&per_page=20`);
  expect(first.count).toBe(mine.length);
  const rest = await listAt(
    `/api/backoffice/transfers/?player=${player}&per_page=20&after=${first.data.at(-1)!.id}`,
  );
  expect([...first.data, ...rest.data].map((row) => row.id)).toEqual(mine.map((row) => row.id).slice(0, 40));
  const other = await listAt(`/api/backoffice/transfers/?player=${await userId('manager')}&per_page=20`);
  expect(other.data.map((row) => row.id).filter((id) => mine.some((m) => m.id === id))).toEqual([]);
});

/** The scans of a plan: node type, relation, planned rows. */
const scans = (plan: Record<string, unknown>): [string, string, number][] =>
  planScans(plan).map((s) => [s.node, s.rel, s.planRows]);

onPostgres(
  'EXPLAIN over generated fund data: the badge, each queue page and the curator’s homework pages read their tables by index',
  async () => {
    await generateFundData(app.db, 0.05);
    await app.db.query('ANALYZE');
    const statements: [string, unknown[]][] = [];
    const query = app.db.query.bind(app.db);
    const one = app.db.one.bind(app.db);
    app.db.query = ((sql: string, params?: unknown[]) => {
      statements.push([sql, params ?? []]);
      return query(sql, params);
    }) as typeof app.db.query;
    app.db.one = ((sql: string, params?: unknown[]) => {
      statements.push([sql, params ?? []]);
      return one(sql, params);
    }) as typeof app.db.one;
    const pending = (await staff.get('/api/backoffice/counts/')).json().data.deposit_requests as number;
    expect(pending).toBeGreaterThan(4000);
    const urls = [
      '/api/backoffice/counts/',
      '/api/backoffice/deposit-requests/?status=pending&per_page=20',
      `/api/backoffice/deposit-requests/?status=pending&per_page=20&page=${Math.ceil(pending / 40)}`,
      `/api/backoffice/deposit-requests/?status=pending&per_page=20&page=${Math.ceil(pending / 20)}`,
      '/api/backoffice/deposit-requests/?status=pending&per_page=20&after=1000000',
      '/api/backoffice/cash-flows/?status=pending&per_page=20',
      '/api/backoffice/cash-flows/?status=approved&per_page=20&page=3',
      '/api/backoffice/payout-requests/?status=pending&per_page=20',
      '/api/backoffice/personal-funds/?status=pending&per_page=20',
      '/api/backoffice/transfers/?status=cancelled&per_page=20',
      '/api/backoffice/transfers/?per_page=20&after=1000000',
      '/api/backoffice/audit/?per_page=20&page=2',
      '/api/backoffice/audit/?per_page=20',
      '/api/backoffice/audit/?action=cash_flow.reject&per_page=20&page=3',
      `/api/backoffice/audit/?date_from=${new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)}&per_page=20`,
      '/api/backoffice/audit/?entity=cash_flow&entity_id=500&per_page=20',
      '/api/backoffice/audit/?entity_id=500&per_page=20',
    ];
    const audit = (await staff.get('/api/backoffice/audit/?per_page=10')).json().count as number;
    expect(audit).toBeGreaterThan(10_000);
    // The curator's homework list (issue 43: `idPage` by deadline): 20 students' tasks, page 1, a
    // middle page and the last by number, a page after a cursor, «Все».
    const curator = await clientFor(app, 'curator');
    const students = (
      await app.db.query<{ id: number }>(
        `SELECT cs.student_id AS id FROM curator_students cs JOIN users u ON u.id = cs.curator_id
          WHERE u.username = 'curator' AND EXISTS (SELECT 1 FROM homework h WHERE h.player_id = cs.student_id)
          ORDER BY cs.student_id LIMIT 20`,
      )
    ).map((row) => row.id);
    // The fund's 20,000 tasks (scale 1) beside them, of the other students: the 20's by index.
    await app.db.query(
      `INSERT INTO homework (topic, deadline, curator_id, player_id, created_datetime)
       SELECT 'Scale ' || g, now() + (g % 60 - 30) * interval '1 day', cs.curator_id, cs.student_id, now()
         FROM generate_series(1, 80) g,
              (SELECT curator_id, student_id FROM curator_students WHERE NOT student_id = ANY($1::int[])) cs`,
      [students],
    );
    await app.db.query('ANALYZE homework');
    const homework = `/api/homework/?players=${students.join(',')}&filter=all`;
    const tasks = (await curator.get(`${homework}&per_page=10`)).json().data;
    expect(tasks.count).toBeGreaterThan(40);
    const last = tasks.data.at(-1);
    const homeworkUrls = [
      `${homework}&per_page=10`,
      `${homework}&per_page=10&page=${Math.ceil(tasks.count / 20)}`,
      `${homework}&per_page=10&page=${Math.ceil(tasks.count / 10)}`,
      `${homework}&per_page=10&after=${encodeURIComponent(`${last.deadline}|${last.id}`)}`,
      `${homework}&per_page=all`,
    ];
    const auditCounts = new Map<string, boolean[]>();
    for (const [client, url] of [
      ...urls.map((url) => [staff, url] as const),
      ...homeworkUrls.map((url) => [curator, url] as const),
    ]) {
      statements.length = 0;
      expect((await client.get(url)).statusCode).toBe(200);
      const queueReads = statements.filter(([sql]) =>
        /FROM (backoffice_counts|deposit_requests|cash_flows|payout_requests|personal_funds_movements|transfers|backoffice_audit|homework)\b/.test(
          sql,
        ),
      );
      expect(queueReads.length).toBeGreaterThan(0);
      // The audit log's counts, checked after the loop: each URL's counting statements.
      const counts = new Set(
        statements.map(([sql]) => sql).filter((sql) => /count\(\*\)|sum\(n\)/.test(sql)),
      );
      auditCounts.set(
        url,
        [...counts].map((sql) => /FROM backoffice_audit_(day_)?counts\b/.test(sql)),
      );
      for (const [sql, params] of queueReads) {
        const plan = (
          await query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
            `EXPLAIN (FORMAT JSON) ${sql}`,
            params,
          )
        )[0]!['QUERY PLAN'][0].Plan;
        const read = scans(plan);
        // PLAN_REPORT=<file>: each statement and its plan appended there.
        if (process.env.PLAN_REPORT)
          writeFileSync(process.env.PLAN_REPORT, `${sql}\n${JSON.stringify(plan)}\n`, { flag: 'a' });
        const queueScans = read.filter(([, rel]) =>
          [
            'deposit_requests',
            'cash_flows',
            'payout_requests',
            'personal_funds_movements',
            'transfers',
            'backoffice_audit',
          ].includes(rel),
        );
        // A queue of a few rows (the generator writes no payouts) is rightly read whole; the
        // audit's counters are a few rows a day. The homework of 20 students: by the student's index.
        const seq = [
          ...queueScans.filter(([node, , rows]) => node === 'Seq Scan' && rows >= 1000),
          ...read.filter(([node, rel]) => node === 'Seq Scan' && rel === 'homework'),
        ];
        expect({ url, seq }).toEqual({ url, seq: [] });
      }
    }
    // The audit log's count without entity_id reads its counters (migrations 152, 153), never the log.
    const counted = urls.filter(
      (url) => url.startsWith('/api/backoffice/audit/') && !url.includes('entity_id'),
    );
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.map((url) => [url, auditCounts.get(url)])).toEqual(counted.map((url) => [url, [true]]));
  },
  90_000,
);
