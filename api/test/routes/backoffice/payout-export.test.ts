import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { type Client, clientFor } from './helpers';

// Issue 40: the payout queue as CSV / XLSX, parsed back and compared with the queue's own totals.
const LIST = '/api/backoffice/payout-requests/';
const EXPORT = `${LIST}export/`;
let app: FastifyInstance;
let manager: Client;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-11-30T12:00:00.000Z') });
  manager = await clientFor(app, 'manager');
  // 520 settled requests of the player (more than one export query reads: 500), two accounts each.
  await app.db.query(
    `WITH r AS (
       INSERT INTO payout_requests (user_id, status, created_at, paid_at, decided_at)
       SELECT u.id, 'approved', '2025-01-01T00:00:00Z'::timestamptz + g * interval '13 hours',
              '2025-01-02T00:00:00Z'::timestamptz + g * interval '13 hours', now()
         FROM users u, generate_series(1, 520) g WHERE u.username = 'player'
       RETURNING id)
     INSERT INTO payout_request_items (payout_request_id, account_record_id, screenshot, amount)
     SELECT r.id, a.id, 'https://prnt.sc/p', round(((r.id * 13 + a.id * 7) % 5000 / 7.0)::numeric, 2)
       FROM r, (SELECT ar.id FROM account_records ar JOIN users u ON u.id = ar.user_id
                 WHERE u.username = 'player' ORDER BY ar.id LIMIT 2) a`,
  );
});
afterAll(async () => {
  await app?.close();
});

/** Count of account rows and sum in cents per currency, from the queue's own pages (`totals`). */
async function queueTotals(filters: string): Promise<Record<string, { n: number; cents: number }>> {
  const out: Record<string, { n: number; cents: number }> = {};
  for (let page = 1; ; page += 1) {
    const res = (await manager.get(`${LIST}?${filters}&per_page=100&page=${page}`)).json();
    for (const row of res.data as Array<{ items: Array<{ currency_name: string; amount: string | null }> }>) {
      for (const item of row.items) {
        out[item.currency_name] ??= { n: 0, cents: 0 };
        const entry = out[item.currency_name]!;
        entry.n += 1;
        entry.cents += Math.round(Number(item.amount ?? '0') * 100);
      }
    }
    if (page * 100 >= res.count) return out;
  }
}

function fileTotals(rows: Array<{ currency: string; amount: number }>) {
  const out: Record<string, { n: number; cents: number }> = {};
  for (const { currency, amount } of rows) {
    out[currency] ??= { n: 0, cents: 0 };
    const entry = out[currency]!;
    entry.n += 1;
    entry.cents += Math.round(amount * 100);
  }
  return out;
}

describe('payout queue export (issue 40)', () => {
  test('XLSX of the approved queue: every account row, sums per currency as the queue’s totals', async () => {
    const res = await manager.get(`${EXPORT}?status=approved&date_from=2025-01-01&date_to=2026-11-30`);
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(res.headers['content-disposition']!.split("''")[1]!)).toBe(
      'выплаты_2025-01-01_2026-11-30.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Заявка',
      'Игрок',
      'Статус',
      'Создана',
      'Выплачена',
      'Рум',
      'Аккаунт',
      'Валюта',
      'Сумма',
    ]);
    const rows: Array<{ currency: string; amount: number }> = [];
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      const values = row.values as unknown[];
      expect(values[3]).toBe('Выплачено');
      expect(values[4]).toBeInstanceOf(Date);
      expect(values[5]).toBeInstanceOf(Date);
      rows.push({ currency: String(values[8]), amount: values[9] as number });
    });
    const expected = await queueTotals('status=approved&date_from=2025-01-01&date_to=2026-11-30');
    expect(rows.length).toBeGreaterThan(1000);
    expect(fileTotals(rows)).toEqual(expected);
  });

  test('CSV for Russian Excel with the player filter, every status', async () => {
    const player = await app.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'player'`);
    const res = await manager.get(`${EXPORT}?status=all&player=${player!.id}&format=csv-excel`);
    expect(res.statusCode).toBe(200);
    const records = parse(res.rawPayload, { delimiter: ';', bom: true }) as string[][];
    expect(records[0]![0]).toBe('Заявка');
    const rows = records
      .slice(1)
      .map((r) => ({ currency: r[7]!, amount: Number((r[8] || '0').replace(',', '.')) }));
    expect(fileTotals(rows)).toEqual(await queueTotals(`status=all&player=${player!.id}`));
  });

  test.each([
    ['?format=pdf', 'format', 'Некорректное значение'],
    ['?date_from=2026-02-01&date_to=2026-01-01', 'date_to', 'Дата начала позже даты окончания'],
    ['?date_from=2001-01-01', 'date_from', 'Период выгрузки — не больше 5 лет'],
    ['?status=paid', 'status', 'Некорректное значение'],
    ['?player=abc', 'player', 'Некорректный идентификатор'],
    ['?page=2', 'page', 'Неизвестное поле'],
  ])('bad filter %s → a Russian 400', async (search, field, message) => {
    const res = await manager.get(`${EXPORT}${search}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([message]);
  });

  test('staff only', async () => {
    const player = await clientFor(app, 'player');
    expect((await player.get(EXPORT)).statusCode).toBe(403);
  });
});
