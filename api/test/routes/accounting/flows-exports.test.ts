import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import {
  csvRecords,
  expectRefusals,
  fileName,
  PLAYER_ACCOUNTS,
  totals,
  xlsxRows,
} from '../../helpers/exports';
import { type Client, clientFor } from '../backoffice/helpers';

// Issue 40: the player's cash flow (every page of the list) and personal funds movements as files,
// parsed back and compared with the lists' own answers; the caller's rows only.
const CASH_FLOW = '/api/accounting/cashflow/';
const FUNDS = '/api/accounting/playerfundflow/';
const HEADER = ['Дата', 'Рум', 'Аккаунт', 'Валюта', 'Сумма', 'Тип', 'Статус', 'Скриншот', 'Причина отказа'];
type Row = { currency_name: string; amount: string };
let app: FastifyInstance;
let player: Client;

/** Every page of the cash flow list (at most 100 a page). */
async function cashFlowList(client: Client): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await client.get(`${CASH_FLOW}?limit=100&offset=${offset}`)).json();
    rows.push(...(page.data as Row[]));
    if (rows.length >= page.count) return rows;
  }
}

const listTotals = (rows: Row[]) =>
  totals(rows.map((row) => ({ currency: row.currency_name, amount: row.amount })));
/** A Russian Excel CSV's amount ('1234,5') as a number's text. */
const decimalPoint = (text: string) => text.replace(',', '.');

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-11-30T12:00:00.000Z') });
  player = await clientFor(app, 'player');
  // 520 cash flows of the player (more than one export query reads: 500) on each of their accounts
  // in turn, payouts and deposits, pending, approved and rejected; 40 personal funds movements of
  // each type, some without an account.
  await app.db.query(
    `${PLAYER_ACCOUNTS}
     INSERT INTO cash_flows (account_record_id, amount, is_payout, comment, status, reject_reason, created_datetime)
     SELECT a.id, round((g * 37 % 9000 / 7.0 + 1)::numeric, 2), g % 3 = 0, 'https://img.example/' || g,
            (ARRAY['pending', 'approved', 'rejected'])[g % 3 + 1], CASE WHEN g % 3 = 2 THEN 'no' END,
            '2025-01-01T00:00:00Z'::timestamptz + g * interval '17 hours'
       FROM generate_series(1, 520) g JOIN a ON a.n = g % a.k`,
  );
  await app.db.query(
    `INSERT INTO personal_funds_movements (user_id, account_record_id, type, amount, comment, status, created_at)
     SELECT u.id, CASE WHEN g % 5 <> 0 THEN (SELECT min(id) FROM account_records WHERE user_id = u.id) END,
            (ARRAY['deposit', 'cashout', 'cashback', 'settlement'])[g % 4 + 1],
            CASE WHEN g % 4 = 1 THEN -1 ELSE 1 END * round((g * 53 % 5000 / 3.0 + 1)::numeric, 2),
            'https://img.example/f' || g, (ARRAY['pending', 'approved', 'rejected'])[g % 3 + 1],
            '2025-06-01T00:00:00Z'::timestamptz + g * interval '1 day'
       FROM generate_series(1, 40) g, users u WHERE u.username = 'player'`,
  );
});
afterAll(async () => {
  await app?.close();
});

describe('the player’s cash flow and personal funds exports (issue 40)', () => {
  test('cash flow XLSX and Russian Excel CSV: every page of the list, count and sums per currency', async () => {
    const list = await cashFlowList(player);
    expect(list.length).toBeGreaterThan(520);
    const xlsx = await player.get(`${CASH_FLOW}export/`);
    expect(xlsx.statusCode).toBe(200);
    expect(fileName(xlsx)).toBe('движение_средств_2026-11-30.xlsx');
    const { header, rows } = await xlsxRows(xlsx);
    expect(header).toEqual([undefined, ...HEADER]);
    expect(rows.every((values) => values[1] instanceof Date)).toBe(true);
    expect(new Set(rows.map((values) => values[6]))).toEqual(new Set(['Пополнение счёта', 'Вывод со счёта']));
    expect(new Set(rows.map((values) => values[7]))).toEqual(new Set(['Ожидает', 'Одобрено', 'Отклонено']));
    const fromXlsx = rows.map((values) => ({ currency: String(values[4]), amount: values[5] as number }));
    expect(totals(fromXlsx)).toEqual(listTotals(list));

    const csv = await player.get(`${CASH_FLOW}export/?format=csv-excel`);
    expect(fileName(csv)).toBe('движение_средств_2026-11-30.csv');
    const records = csvRecords(csv, true);
    expect(records[0]).toEqual(HEADER);
    const fromCsv = records.slice(1).map((r) => ({ currency: r[3]!, amount: decimalPoint(r[4]!) }));
    expect(totals(fromCsv)).toEqual(listTotals(list));
  });

  test('personal funds plain CSV and XLSX: the list’s rows, cashouts negative, the types named', async () => {
    const list = (await player.get(FUNDS)).json().data as Row[];
    expect(list.length).toBeGreaterThanOrEqual(40);
    const csv = await player.get(`${FUNDS}export/?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(fileName(csv)).toBe('личные_средства_2026-11-30.csv');
    const records = csvRecords(csv, false);
    expect(records[0]).toEqual(HEADER);
    expect(totals(records.slice(1).map((r) => ({ currency: r[3]!, amount: r[4]! })))).toEqual(
      listTotals(list),
    );
    expect(new Set(records.slice(1).map((r) => r[5]))).toEqual(
      new Set(['Пополнение личных средств', 'Вывод личных средств', 'Кэшбэк', 'Расчёт']),
    );

    const cashouts = records.filter((r) => r[5] === 'Вывод личных средств').map((r) => Number(r[4]));
    expect(cashouts.length).toBeGreaterThan(0);
    expect(cashouts.every((amount) => amount < 0)).toBe(true);

    const { rows } = await xlsxRows(await player.get(`${FUNDS}export/?format=xlsx`));
    const fromXlsx = rows.map((values) => ({ currency: String(values[4]), amount: values[5] as number }));
    expect(totals(fromXlsx)).toEqual(listTotals(list));
  });

  test('another player gets only their own; bad parameters are Russian 400s; staff without the dashboard 403', async () => {
    const newbie = await clientFor(app, 'newbie');
    const theirs = await cashFlowList(newbie);
    expect(csvRecords(await newbie.get(`${CASH_FLOW}export/?format=csv`), false)).toHaveLength(
      theirs.length + 1,
    );
    const theirFunds = (await newbie.get(FUNDS)).json().data as Row[];
    expect(csvRecords(await newbie.get(`${FUNDS}export/?format=csv`), false)).toHaveLength(
      theirFunds.length + 1,
    );

    const manager = await clientFor(app, 'manager');
    for (const path of [CASH_FLOW, FUNDS]) {
      await expectRefusals(
        (search) => player.get(`${path}export/${search}`),
        [
          ['?format=pdf', 'format', 'Некорректное значение'],
          ['?limit=10', 'limit', 'Неизвестное поле'],
        ],
      );
      expect((await manager.get(`${path}export/`)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: `${path}export/` })).statusCode).toBe(401);
    }
  });
});
