import { addDecimals, roundDecimal } from '@fund/shared/decimal';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { moscowDateTimeText } from '../../../src/lib/table-export';
import { bearer, buildTestApp, login } from '../../helpers/app';
import { csvRecords } from '../../helpers/exports';

// Issue 40 "Totals are the ledger's": on generated ledgers (rooms in USD and EUR, every ledger
// kind, cash flows reported before their approval, personal funds approved or not, amounts with
// cents) the history export's CSV, parsed back, has the count and the sum per currency of the
// API's own history list for the same filters, to the cent. Each run is a new player.
const HISTORY = '/api/accounting/accountinghistory/';
const NOW = new Date('2026-11-30T12:00:00.000Z');
const BASE = Date.parse('2025-06-01T00:00:00.000Z');
const MOSCOW_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;
const KINDS = ['transfer_in', 'transfer_out', 'fee', 'cashflow_in', 'cashflow_out', 'deposit'];

let app: FastifyInstance;
let rooms: number[];
let run = 0;
beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
  rooms = (await app.db.query<{ id: number }>('SELECT id FROM rooms ORDER BY id')).map((r) => r.id);
});
afterAll(async () => {
  await app?.close();
});

const movement = fc.record({
  table: fc.constantFrom('ledger', 'ledger', 'cash_flow', 'personal'),
  account: fc.nat(),
  kind: fc.constantFrom(...KINDS),
  cents: fc.integer({ min: -2_000_000, max: 2_000_000 }).filter((c) => c !== 0),
  /** Minutes after BASE (about 14 months). */
  at: fc.integer({ min: 0, max: 600_000 }),
  /** A cash flow: reported this many minutes before its ledger row. */
  reported: fc.integer({ min: 0, max: 4000 }),
  /** Personal funds: approved (shown) or not, with an account or without. */
  approved: fc.boolean(),
  withAccount: fc.boolean(),
  settlement: fc.boolean(),
});
const ledgerSpec = fc.record({
  /** Which rooms the player has an account in (indexes into the demo rooms). */
  rooms: fc.uniqueArray(fc.nat({ max: 5 }), { minLength: 1, maxLength: 4 }),
  movements: fc.array(movement, { minLength: 8, maxLength: 30 }),
});
const filterSpec = fc.record({
  format: fc.constantFrom('csv', 'csv-excel'),
  /** A bit per account's room: the rooms filter (0: every room). */
  roomBits: fc.oneof(fc.constant(0), fc.nat({ max: 15 })),
  /** [cashflow, transfers]: mostly both (a filter with neither gives no row, tested elsewhere). */
  funds: fc.constantFrom([true, true], [true, true], [true, false], [false, true]),
  /** Optional Moscow days: days after BASE and a length. */
  days: fc.option(
    fc.record({ from: fc.integer({ min: 0, max: 420 }), length: fc.integer({ min: 0, max: 400 }) }),
    { freq: 2 },
  ),
});
type LedgerSpec = typeof ledgerSpec extends fc.Arbitrary<infer T> ? T : never;
type FilterSpec = typeof filterSpec extends fc.Arbitrary<infer T> ? T : never;

/** A new player (the demo player's password and permissions) with the generated ledger. */
async function createPlayer(spec: LedgerSpec): Promise<{ username: string; roomIds: number[] }> {
  run += 1;
  const username = `export_prop_${run}`;
  const user = (await app.db.one<{ id: number }>(
    `INSERT INTO users (username, password_hash) SELECT $1, password_hash FROM users WHERE username = 'player'
     RETURNING id`,
    [username],
  ))!.id;
  await app.db.query(
    `INSERT INTO user_permissions (user_id, permission)
     SELECT $1, p.permission FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = 'player'`,
    [user],
  );
  const roomIds = spec.rooms.map((i) => rooms[i % rooms.length]!);
  const accounts = (
    await app.db.query<{ id: number }>(
      `INSERT INTO account_records (user_id, room_id, name)
       SELECT $1, r, $2 || '_' || r FROM unnest($3::int[]) r RETURNING id`,
      [user, username, roomIds],
    )
  ).map((a) => a.id);
  for (const [i, m] of spec.movements.entries()) {
    const account = accounts[m.account % accounts.length]!;
    const amount = (m.cents / 100).toFixed(2);
    const at = new Date(BASE + m.at * 60_000);
    if (m.table === 'personal') {
      const type = m.settlement ? 'settlement' : m.cents < 0 ? 'cashout' : i % 2 ? 'deposit' : 'cashback';
      await app.db.query(
        `INSERT INTO personal_funds_movements (user_id, account_record_id, type, amount, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [user, m.withAccount ? account : null, type, amount, m.approved ? 'approved' : 'pending', at],
      );
      continue;
    }
    let source = 'transfer';
    let sourceId = 9_000_000 + run * 100 + i;
    if (m.table === 'cash_flow') {
      source = 'cash_flow';
      sourceId = (await app.db.one<{ id: number }>(
        `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment, status, created_datetime)
         VALUES ($1, $2, $3, '', 'approved', $4) RETURNING id`,
        [account, amount.replace('-', ''), m.cents < 0, new Date(at.getTime() - m.reported * 60_000)],
      ))!.id;
    }
    await app.db.query(
      `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [account, m.kind, amount, source, sourceId, at],
    );
  }
  return { username, roomIds };
}

interface Row {
  created_datetime: string;
  currency_name: string;
  amount: string;
}

/** Count and exact sum per currency. */
function totals(rows: Array<{ currency: string; amount: string }>) {
  const out: Record<string, { n: number; sum: string }> = {};
  for (const { currency, amount } of rows) {
    const entry = out[currency] ?? { n: 0, sum: '0' };
    out[currency] = { n: entry.n + 1, sum: addDecimals(entry.sum, amount) };
  }
  for (const entry of Object.values(out)) entry.sum = roundDecimal(entry.sum, 2);
  return out;
}

const day = (offset: number) => new Date(BASE + offset * DAY_MS).toISOString().slice(0, 10);

test('the history CSV has the API’s counts and sums per currency on generated ledgers', async () => {
  await fc.assert(
    fc.asyncProperty(ledgerSpec, filterSpec, async (spec, filter: FilterSpec) => {
      const { username, roomIds } = await createPlayer(spec);
      const headers = bearer((await login(app, username)).access);
      const chosen = [...new Set(roomIds.filter((_, i) => (filter.roomBits >> i) & 1))];
      const [cashflow, transfers] = filter.funds as [boolean, boolean];
      const body = { rooms: chosen, cashflow, transfers, period: 'alltime', limit: 100 };
      // The API's own figures: every page of the history list, and its count.
      const listed: Row[] = [];
      let count = -1;
      let after: string | undefined;
      for (;;) {
        const res = await app.inject({ method: 'POST', url: HISTORY, headers, payload: { ...body, after } });
        expect(res.statusCode).toBe(200);
        const page = res.json() as { data: Array<Row & { id: string }>; count: number };
        count = page.count;
        listed.push(...page.data);
        const last = page.data.at(-1);
        if (!last || page.data.length < 100) break;
        after = `${last.created_datetime}|${last.id}`;
      }
      expect(listed).toHaveLength(count);
      const query = new URLSearchParams({
        format: filter.format,
        cashflow: String(cashflow),
        transfers: String(transfers),
      });
      if (chosen.length > 0) query.set('rooms', chosen.join(','));
      let expected = listed;
      if (filter.days) {
        const [from, to] = [day(filter.days.from), day(filter.days.from + filter.days.length)];
        query.set('date_from', from);
        query.set('date_to', to);
        const [start, end] = [Date.parse(from) - MOSCOW_MS, Date.parse(to) - MOSCOW_MS + DAY_MS];
        expected = listed.filter(
          (r) => Date.parse(r.created_datetime) >= start && Date.parse(r.created_datetime) < end,
        );
      }
      const res = await app.inject({ method: 'GET', url: `${HISTORY}export/?${query}`, headers });
      expect(res.statusCode).toBe(200);
      const excel = filter.format === 'csv-excel';
      const records = csvRecords(res, excel).slice(1);
      const file = records.map((r) => ({ currency: r[4]!, amount: excel ? r[5]!.replace(',', '.') : r[5]! }));
      expect(totals(file)).toEqual(
        totals(expected.map((r) => ({ currency: r.currency_name, amount: r.amount }))),
      );
      // The rows' dates are the list's, in its order (Russian Excel's: Moscow wall clock).
      const date = (at: string) => (excel ? moscowDateTimeText(new Date(at)) : at);
      expect(records.map((r) => r[0])).toEqual(expected.map((r) => date(r.created_datetime)));
    }),
    { seed: 4_000_040, numRuns: 15 },
  );
});
