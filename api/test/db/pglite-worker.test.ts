import { openPgliteWorker } from '../../src/db/pglite-worker';
import { type Db, OuterHandleInTxError } from '../../src/db/types';

// PGlite on its worker thread (the server's store, issue 11): the same Db contract as in-process.
// One thread for the file (starting one compiles the engine); each test gets its own empty table.
let db: Db;
beforeAll(async () => {
  db = await openPgliteWorker();
});
afterAll(() => db.close());
beforeEach(() =>
  db.exec('DROP TABLE IF EXISTS t; CREATE TABLE t (id int PRIMARY KEY, amount numeric(18, 2) NOT NULL)'),
);

test('values come back as with in-process PGlite: numeric as text, int8 as number, timestamps as Date', async () => {
  const [row] = await db.query<{ n: string; b: number; d: Date; p: number }>(
    'SELECT 1.50::numeric(18, 2) AS n, 2::int8 AS b, now() AS d, $1::int AS p',
    [7],
  );
  const { d, ...rest } = row!;
  expect(rest).toEqual({ n: '1.50', b: 2, p: 7 });
  // A Date of the main thread's realm (jest's own Date is another realm's).
  expect(Object.prototype.toString.call(d)).toBe('[object Date]');
});

test('a transaction commits, a failing one rolls back, errors keep their PostgreSQL fields', async () => {
  await db.tx(async (t) => {
    await t.query('INSERT INTO t VALUES (1, 10)');
    await t.tx(async (inner) => inner.query('INSERT INTO t VALUES (2, 20)'));
  });
  await expect(
    db.tx(async (t) => {
      await t.query('INSERT INTO t VALUES (3, 30)');
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  await expect(db.query('INSERT INTO t VALUES (1, 1)')).rejects.toMatchObject({
    code: '23505',
    constraint: 't_pkey',
  });
  expect(await db.query('SELECT id, amount FROM t ORDER BY id')).toEqual([
    { id: 1, amount: '10.00' },
    { id: 2, amount: '20.00' },
  ]);
});

test('the outer handle refuses to run inside a transaction', async () => {
  await expect(db.tx(() => db.query('SELECT 1'))).rejects.toBeInstanceOf(OuterHandleInTxError);
});

test('concurrent transactions and queries are serialised, none lost', async () => {
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      i % 2
        ? db.tx(async (t) => {
            await t.query('INSERT INTO t VALUES ($1, $2)', [i, i]);
            await t.query('SELECT count(*) FROM t');
          })
        : db.query('INSERT INTO t VALUES ($1, $2)', [i, i]),
    ),
  );
  expect(await db.one<{ n: number }>('SELECT count(*)::int AS n FROM t')).toEqual({ n: 10 });
});

test('queries with parameters outside a transaction run as prepared statements: same answers, errors keep their fields', async () => {
  const sql = 'SELECT id, amount FROM t WHERE id = ANY($1::int[]) AND amount >= $2 ORDER BY id';
  await db.query('INSERT INTO t VALUES ($1, $2)', [1, '10.50']);
  await db.query('INSERT INTO t VALUES ($1, $2)', [2, 20]);
  expect(await db.query(sql, [[1, 2], '0'])).toEqual([
    { id: 1, amount: '10.50' },
    { id: 2, amount: '20.00' },
  ]);
  expect(await db.query(sql, [[2], '0'])).toEqual([{ id: 2, amount: '20.00' }]);
  expect(await db.query(sql, [[1, 2], null])).toEqual([]);
  // A failing execution, then a statement that does not parse: the engine answers the next query.
  await expect(db.query('INSERT INTO t VALUES ($1, $2)', [1, 1])).rejects.toMatchObject({
    code: '23505',
    constraint: 't_pkey',
  });
  await expect(db.query('SELEC $1::int', [1])).rejects.toMatchObject({ code: '42601' });
  expect(await db.query('SELECT count(*)::int AS n FROM t WHERE id > $1', [0])).toEqual([{ n: 2 }]);
  // Inside a transaction too: a failing statement rolls the whole transaction back.
  await expect(
    db.tx(async (t) => {
      await t.query('INSERT INTO t VALUES ($1, $2)', [3, 30]);
      await t.query('INSERT INTO t VALUES ($1, $2)', [1, 1]);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  await db.tx(async (t) => t.query('INSERT INTO t VALUES ($1, $2)', [4, 40]));
  expect(await db.query('SELECT id FROM t WHERE id > $1 ORDER BY id', [0])).toEqual([
    { id: 1 },
    { id: 2 },
    { id: 4 },
  ]);
  const prepared = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
  expect(prepared.map((p) => p.statement)).toContain(sql);
});

test('the first uses of one SQL text, all at once, each prepare nothing twice', async () => {
  // Every request of a burst may be the first to run a statement (a fresh server, a stored
  // answer's first upsert): before the fix the second prepare failed "prepared statement … already exists".
  const sql = 'SELECT $1::int * 2 + 7 AS n';
  const rows = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2 ? db.query<{ n: number }>(sql, [i]) : db.tx((t) => t.query<{ n: number }>(sql, [i])),
    ),
  );
  expect(rows.map(([row]) => row!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2 + 7));
});

test('a notification is heard before the call that committed it resolves, a rolled back one never', async () => {
  const heard: string[] = [];
  const states: boolean[] = [];
  const stop = await db.listen('auth_user', { notify: (p) => heard.push(p), live: (up) => states.push(up) });
  await db.query("SELECT pg_notify('auth_user', $1)", ['1']);
  expect(heard).toEqual(['1']);
  await db.tx(async (t) => {
    await t.query("SELECT pg_notify('auth_user', '2')");
    expect(heard).toEqual(['1']);
  });
  expect(heard).toEqual(['1', '2']);
  await expect(
    db.tx(async (t) => {
      await t.query("SELECT pg_notify('auth_user', '3')");
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  await stop();
  await db.query("SELECT pg_notify('auth_user', '4')");
  expect(heard).toEqual(['1', '2']);
  expect(states).toEqual([true]);
});
