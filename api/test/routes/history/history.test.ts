import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, login } from '../../helpers/app';
import { refusalMessages } from '../../helpers/refusal';

const URL = '/api/accounting/accountinghistory/';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const all = { rooms: [] as number[], cashflow: true, transfers: true, period: 'alltime' };
const post = async (username: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: bearer((await login(app, username)).access),
    payload: payload as object,
  });
type Row = { id: string; created_datetime: string; amount: string; type: string; room_name: string };
const cursor = (row: Row) => `${row.created_datetime}|${row.id}`;
/** Every row, page after page by the keyset cursor (the last row of the page before). */
async function allRows(username: string, filters: object, limit = 100): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const after = rows.length ? { after: cursor(rows[rows.length - 1]!) } : {};
    const res = await post(username, { ...filters, limit, ...after });
    expect(res.statusCode).toBe(200);
    const page = res.json().data as Row[];
    rows.push(...page);
    if (page.length < limit) return rows;
  }
}
const userId = async (username: string) =>
  (await app.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))!.id;

describe('POST /api/accounting/accountinghistory/', () => {
  test('all time, both fund types: every row of the caller’s ledgers, newest first, exact amounts', async () => {
    const res = await post('player', { ...all, limit: 100 });
    expect(res.statusCode).toBe(200);
    const { count } = res.json();
    const data = await allRows('player', all);
    const id = await userId('player');
    const expected = await app.db.one<{ n: number; total: string }>(
      'SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM accounting_history_rows WHERE user_id = $1',
      [id],
    );
    expect(count).toBe(expected!.n);
    expect(data.length).toBeGreaterThan(5);
    expect(Object.keys(data[0]!).sort()).toEqual(
      [
        'account_record_name',
        'amount',
        'created_datetime',
        'currency_name',
        'id',
        'room_name',
        'type',
      ].sort(),
    );
    const dates = data.map((r: { created_datetime: string }) => r.created_datetime);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of data) expect(row.amount).toMatch(/^-?\d+\.\d{2}$/);
    // The rows are the ledger: their exact sum (in cents) is the ledger's sum.
    const cents = data.reduce(
      (s: bigint, r: { amount: string }) => s + BigInt(r.amount.replace('.', '')),
      0n,
    );
    expect(cents).toBe(BigInt(expected!.total.replace('.', '')));
  });

  test('filters change the rows: fund types, room, period', async () => {
    // A confirmed transfer of the player's GG account in the current bundle: out and its fee.
    await app.db.query(
      `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id)
       SELECT a.id, (SELECT b.id FROM bundles b JOIN contracts c ON c.id = b.contract_id
                      WHERE c.user_id = a.user_id ORDER BY b.number DESC LIMIT 1), k.kind, k.amount, 'transfer', 990100
         FROM account_records a, (VALUES ('transfer_out', -150.00), ('fee', -2.18)) AS k (kind, amount)
        WHERE a.name = 'IvanPetrovGG'`,
    );
    const both = await allRows('player', all);
    const transfers = await allRows('player', { ...all, cashflow: false });
    const funds = await allRows('player', { ...all, transfers: false });
    expect(transfers.length).toBeGreaterThan(0);
    expect(funds.length).toBeGreaterThan(0);
    expect(transfers.length + funds.length).toBe(both.length);
    expect(transfers.every((r) => ['transfer_in', 'transfer_out', 'fee'].includes(r.type))).toBe(true);
    expect(funds.some((r) => ['cashback', 'cashout'].includes(r.type))).toBe(true);
    expect((await post('player', { ...all, transfers: false, cashflow: false })).json().data).toEqual([]);

    const gg = await allRows('player', { ...all, rooms: [14] });
    expect(gg.length).toBeGreaterThan(0);
    expect(gg.length).toBeLessThan(both.length);
    expect(gg.every((r) => r.room_name === 'GGPoker')).toBe(true);

    const bundle = await allRows('player', { ...all, period: 'bundle' });
    expect(bundle.length).toBeLessThan(both.length);
    const current = await app.db.one<{ id: number; start_datetime: Date }>(
      `SELECT b.id, b.start_datetime FROM bundles b JOIN contracts c ON c.id = b.contract_id
        WHERE c.user_id = $1 ORDER BY c.start_datetime DESC, b.number DESC LIMIT 1`,
      [await userId('player')],
    );
    const inBundle = await app.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounting_history_rows
        WHERE user_id = $1 AND (bundle_id = $2 OR (bundle_id IS NULL AND created_datetime >= $3))`,
      [await userId('player'), current!.id, current!.start_datetime],
    );
    expect(bundle.length).toBe(inBundle!.n);
  });

  test('only the caller’s rows: another player’s movement in the same room never shows', async () => {
    const other = await app.db.one<{ id: number }>(
      `SELECT a.id FROM account_records a JOIN users u ON u.id = a.user_id WHERE u.username = 'dmitry.sokolov' AND a.room_id = 23`,
    );
    await app.db.query(
      `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, comment)
       VALUES ($1, 'cashflow_in', 777.77, 'cash_flow', 990001, 'чужое')`,
      [other!.id],
    );
    const player = await allRows('player', all);
    expect(player.some((r) => r.amount === '777.77')).toBe(false);
    const dmitry = await allRows('dmitry.sokolov', all);
    expect(dmitry.filter((r) => r.amount === '777.77')).toHaveLength(1);
    // A room id the caller has no account in gives nothing, not someone else's rows.
    expect((await post('newbie', { ...all, rooms: [23] })).json().data).toEqual([]);
  });

  test('a cash flow movement has the date of its row in the cash-flow table, not of its approval', async () => {
    const headers = bearer((await login(app, 'player')).access);
    const flows = (
      await app.inject({ method: 'GET', url: '/api/accounting/cashflow/?limit=100&offset=0', headers })
    ).json().data as Array<{ id: number; created_datetime: string; status: string }>;
    const approved = flows.filter((f) => f.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    const movements = await app.db.query<{ id: number; source_id: number; created_at: Date }>(
      `SELECT id, source_id, created_at FROM ledger_movements WHERE source = 'cash_flow' AND source_id = ANY($1::int[])`,
      [approved.map((f) => f.id)],
    );
    expect(movements).toHaveLength(approved.length);
    const history = await allRows('player', all);
    for (const movement of movements) {
      const flow = approved.find((f) => f.id === movement.source_id)!;
      // The seed approves each flow half a day after it was reported.
      expect(movement.created_at.toISOString()).not.toBe(new Date(flow.created_datetime).toISOString());
      const row = history.find((r) => r.id === `lm-${movement.id}`);
      expect(new Date(row!.created_datetime).toISOString()).toBe(
        new Date(flow.created_datetime).toISOString(),
      );
    }
    const dates = history.map((r) => r.created_datetime);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test.each([
    [{ ...all, period: 'week' }, 'period', 'Некорректное значение'],
    [{ ...all, rooms: ['14'] }, 'rooms.0', 'Некорректный идентификатор'],
    [{ ...all, rooms: [2 ** 31] }, 'rooms.0', 'Некорректный идентификатор'],
    [{ ...all, cashflow: 'yes' }, 'cashflow', 'Должно быть да или нет'],
    [{ rooms: [], cashflow: true, transfers: true }, 'period', 'Обязательное поле'],
    [{ ...all, user_id: 1 }, 'user_id', 'Неизвестное поле'],
  ])('bad body %j → 400', async (payload, field, message) => {
    const res = await post('player', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([message]);
  });

  test('needs the history permission and a token', async () => {
    expect((await post('curator', all)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: URL, payload: all })).statusCode).toBe(401);
  });
});

describe('generated bad bodies', () => {
  const PROTO_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));
  const bad = fc
    .record(
      {
        rooms: fc.oneof(fc.array(fc.oneof(fc.integer(), fc.string())), fc.jsonValue()),
        cashflow: fc.jsonValue(),
        transfers: fc.jsonValue(),
        period: fc.oneof(fc.constantFrom('alltime', 'bundle'), fc.string()),
      },
      { requiredKeys: [] },
    )
    .filter((body) => Object.keys(body).length < 4 || typeof body.cashflow !== 'boolean');

  test('never a 5xx: always 400 with Russian messages', async () => {
    const headers = bearer((await login(app, 'player')).access);
    await fc.assert(
      fc.asyncProperty(bad, async (payload) => {
        if (Object.keys(payload).some((key) => PROTO_KEYS.has(key))) return;
        const res = await app.inject({ method: 'POST', url: URL, headers, payload });
        expect(res.statusCode).toBe(400);
        const messages = refusalMessages(res.json());
        for (const message of messages) expect(message).toMatch(/[А-Яа-яЁё]/);
      }),
      { numRuns: 200 },
    );
  });
});
