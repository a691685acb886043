import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { historyPages } from '../../../src/routes/history/repository';
import { bearer, buildTestApp, login } from '../../helpers/app';

// Issue 40: the player's history as CSV / XLSX, parsed back and compared with the API's own pages.
const HISTORY = '/api/accounting/accountinghistory/';
const EXPORT = `${HISTORY}export/`;
const NOW = new Date('2026-11-30T12:00:00.000Z');
let app: FastifyInstance;
let headers: Record<string, string>;
let ggRoom: number;

type Row = { id: string; currency_name: string; amount: string; created_datetime: string; room_name: string };
type Filters = { rooms?: number[]; cashflow?: boolean; transfers?: boolean; period?: string };

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
  headers = bearer((await login(app, 'player')).access);
  // More rows than one export query reads (1000): the keyset paging is crossed.
  await app.db.query(
    `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, created_at)
     SELECT a.id, 'cashflow_in', round((g * 7.31 - 4000)::numeric, 2), 'cash_flow', 2000000 + g,
            '2025-01-01T00:00:00Z'::timestamptz + g * interval '7 hours'
       FROM account_records a, generate_series(1, 1100) g
      WHERE a.name = 'IvanPetrovGG' AND round((g * 7.31 - 4000)::numeric, 2) <> 0`,
  );
  // Another player's row: never in this player's files.
  await app.db.query(
    `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, created_at)
     SELECT a.id, 'cashflow_in', 777.77, 'cash_flow', 3000000, '2025-06-01T00:00:00Z'
       FROM account_records a JOIN users u ON u.id = a.user_id
      WHERE u.username = 'dmitry.sokolov' LIMIT 1`,
  );
  const room = await app.db.one<{ room_id: number }>(
    `SELECT room_id FROM account_records WHERE name = 'IvanPetrovGG'`,
  );
  ggRoom = room!.room_id;
});
afterAll(async () => {
  await app?.close();
});

/** Every row of the history route for the filters, page by page (the API's own figures). */
async function apiRows(filters: Filters): Promise<Row[]> {
  const body = { rooms: [], cashflow: true, transfers: true, period: 'alltime', limit: 100, ...filters };
  const rows: Row[] = [];
  let after: string | undefined;
  for (;;) {
    const res = await app.inject({ method: 'POST', url: HISTORY, headers, payload: { ...body, after } });
    const page = res.json().data as Row[];
    rows.push(...page);
    const last = page.at(-1);
    if (!last || page.length < 100) return rows;
    after = `${last.created_datetime}|${last.id}`;
  }
}

/** Count and sum in cents per currency. */
function totals(
  rows: Array<{ currency: string; amount: string }>,
): Record<string, { n: number; cents: bigint }> {
  const out: Record<string, { n: number; cents: bigint }> = {};
  for (const { currency, amount } of rows) {
    const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
    const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
    out[currency] ??= { n: 0, cents: 0n };
    const entry = out[currency];
    entry.n += 1;
    entry.cents += amount.startsWith('-') ? -cents : cents;
  }
  return out;
}

const apiTotals = (rows: Row[]) => totals(rows.map((r) => ({ currency: r.currency_name, amount: r.amount })));

function query(params: Record<string, string>): string {
  return `${EXPORT}?${new URLSearchParams(params).toString()}`;
}

const get = (params: Record<string, string>, auth = headers) =>
  app.inject({ method: 'GET', url: query(params), headers: auth });

/** The CSV's rows (header dropped) as {currency, amount} with a decimal point. */
function csvRows(res: LightMyRequestResponse, delimiter: string): string[][] {
  const records = parse(res.rawPayload, { delimiter, bom: true }) as string[][];
  expect(records[0]).toEqual(['Дата', 'Рум', 'Аккаунт', 'Тип', 'Валюта', 'Сумма']);
  return records.slice(1);
}

describe('history export (issue 40)', () => {
  test('XLSX: numbers, dates, header, frozen pane, widths; counts and sums equal the API’s', async () => {
    const res = await get({ format: 'xlsx' }, { ...headers, origin: 'http://localhost:3001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // An app on another origin reads the file name.
    expect(res.headers['access-control-expose-headers']).toBe('content-disposition');
    const rows = await apiRows({});
    const oldest = rows.at(-1)!.created_datetime;
    const firstDay = new Date(Date.parse(oldest) + 3 * 3600_000).toISOString().slice(0, 10);
    const name = `история_${firstDay}_2026-11-30.xlsx`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="history_${firstDay}_2026-11-30.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Дата', 'Рум', 'Аккаунт', 'Тип', 'Валюта', 'Сумма']);
    expect(sheet.getColumn(4).width).toBeGreaterThan(20);
    const cells: Array<{ currency: string; amount: string }> = [];
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      const [, date, , , , currency, amount] = row.values as unknown[];
      expect(date).toBeInstanceOf(Date);
      expect(typeof amount).toBe('number');
      expect(row.getCell(6).numFmt).toBe(`#,##0.00 "${currency}"`);
      cells.push({ currency: String(currency), amount: (amount as number).toFixed(2) });
    });
    expect(rows.length).toBeGreaterThan(1100);
    expect(totals(cells)).toEqual(apiTotals(rows));
    expect(cells.some((c) => c.amount === '777.77')).toBe(false);
    // The first data row is the newest, shown in Moscow time (UTC+3) as a date.
    const first = sheet.getRow(2).getCell(1).value as Date;
    expect(first.getTime()).toBe(Date.parse(rows[0]!.created_datetime) + 3 * 3600_000);
  });

  test('CSV for Russian Excel: BOM, “;”, decimal comma; the page’s filters', async () => {
    const filters = { rooms: [ggRoom], transfers: false };
    const res = await get({ format: 'csv-excel', rooms: String(ggRoom), transfers: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(res, ';');
    expect(rows[0]![0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows.every((r) => !r[5]!.includes('.'))).toBe(true);
    const parsed = rows.map((r) => ({ currency: r[4]!, amount: r[5]!.replace(',', '.') }));
    const expected = await apiRows(filters);
    expect(expected.every((r) => r.room_name === rows[0]![1])).toBe(true);
    expect(totals(parsed)).toEqual(apiTotals(expected));
  });

  test('plain CSV with days: “,”, decimal point, ISO dates, only the Moscow days asked', async () => {
    const res = await get({ format: 'csv', date_from: '2025-03-01', date_to: '2025-03-31' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload[0]).not.toBe(0xef);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(decodeURIComponent(res.headers['content-disposition']!.split("''")[1]!)).toBe(
      'история_2025-03-01_2025-03-31.csv',
    );
    const rows = csvRows(res, ',');
    const [from, to] = [Date.parse('2025-02-28T21:00:00Z'), Date.parse('2025-03-31T21:00:00Z')];
    const expected = (await apiRows({})).filter((r) => {
      const at = Date.parse(r.created_datetime);
      return at >= from && at < to;
    });
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.map((r) => r[0])).toEqual(expected.map((r) => r.created_datetime));
    expect(totals(rows.map((r) => ({ currency: r[4]!, amount: r[5]! })))).toEqual(apiTotals(expected));
  });

  test.each([
    [{ format: 'pdf' }, 'format', 'Некорректное значение'],
    [
      { format: 'csv', date_from: '2026-02-01', date_to: '2026-01-01' },
      'date_to',
      'Дата начала позже даты окончания',
    ],
    [{ format: 'csv', date_from: '2026-02-30' }, 'date_from', 'Формат даты ГГГГ-ММ-ДД'],
    [
      { format: 'csv', date_from: '2006-01-01', date_to: '2026-01-01' },
      'date_from',
      'Период выгрузки — не больше 5 лет',
    ],
    [{ format: 'csv', date_from: '2020-01-01' }, 'date_from', 'Период выгрузки — не больше 5 лет'],
    [{ format: 'xlsx', rooms: '999999' }, 'rooms', 'Нет счёта в этом руме'],
    [{ format: 'xlsx', rooms: 'abc' }, 'rooms', 'Некорректный идентификатор'],
    [{ format: 'xlsx', cashflow: 'yes' }, 'cashflow', 'Должно быть да или нет'],
    [{ format: 'xlsx', user_id: '1' }, 'user_id', 'Неизвестное поле'],
  ])('bad filter %j → a Russian 400', async (params, field, message) => {
    const res = await get(params as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([message]);
  });

  test('a room the player has no account in is refused; private; needs the history permission', async () => {
    // A room that exists, with accounts of other players, none of this player's.
    const foreign = await app.db.one<{ room_id: number }>(
      `SELECT a.room_id FROM account_records a
        WHERE a.room_id NOT IN (SELECT b.room_id FROM account_records b JOIN users v ON v.id = b.user_id
                                 WHERE v.username = 'player') LIMIT 1`,
    );
    expect((await get({ format: 'csv', rooms: String(foreign!.room_id) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: query({ format: 'csv' }) })).statusCode).toBe(401);
    const curator = bearer((await login(app, 'curator')).access);
    expect((await get({ format: 'csv' }, curator)).statusCode).toBe(403);
  });

  test('pages: 1,000 rows first, then twice as many; a reader that stops early ends cleanly', async () => {
    const player = await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'");
    const filter = { rooms: [], cashflow: true, transfers: true, period: 'alltime' as const };
    const sizes: number[] = [];
    for await (const page of historyPages(app.db, player!.id, filter)) sizes.push(page.length);
    expect(sizes[0]).toBe(1000);
    expect(sizes.slice(1).every((n) => n <= 2000)).toBe(true);
    expect(sizes.reduce((a, b) => a + b)).toBe((await apiRows({})).length);
    // The next page was asked for ahead: stopping after the first lets it finish, nothing thrown.
    for await (const page of historyPages(app.db, player!.id, filter)) {
      expect(page).toHaveLength(1000);
      break;
    }
  });

  test('the OpenAPI document gives the answer as a file, not the JSON envelope', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const content = doc.paths['/api/accounting/accountinghistory/export/'].get.responses['200'].content;
    expect(Object.keys(content)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(content['text/csv'].schema).toEqual({ type: 'string', format: 'binary' });
  });
});
