import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import {
  COMMON_BAD_FILTERS,
  csvRecords,
  expectRefusals,
  fileName,
  PLAYER_ACCOUNTS,
  totals,
  xlsxRows,
} from '../../helpers/exports';
import { type Client, clientFor } from './helpers';

// Issue 40: the back office's deposit requests, cash flows, personal funds and transfers as files,
// parsed back and compared with each list's `count` and rows for the same filters.
let app: FastifyInstance;
let manager: Client;
let playerId: number;

interface Queue {
  resource: string;
  file: string;
  /** The amount's header and the currency's (null: the amount is in USD). */
  amount: string;
  currency: string | null;
  /** The status of a refused row. */
  refused: string;
  /** A list row's currency and amount. */
  money: (row: Record<string, string>) => { currency: string; amount: string };
}

const QUEUES: Queue[] = [
  {
    resource: 'deposit-requests',
    file: 'запросы_депозита',
    amount: 'Сумма',
    currency: 'Валюта',
    refused: 'rejected',
    money: (row) => ({ currency: row.currency_name!, amount: row.amount! }),
  },
  {
    resource: 'cash-flows',
    file: 'движение_средств',
    amount: 'Сумма',
    currency: 'Валюта',
    refused: 'rejected',
    money: (row) => ({ currency: row.currency_name!, amount: row.amount! }),
  },
  {
    resource: 'personal-funds',
    file: 'личные_средства',
    amount: 'Сумма, USD',
    currency: null,
    refused: 'rejected',
    money: (row) => ({ currency: 'USD', amount: row.amount! }),
  },
  {
    resource: 'transfers',
    file: 'переводы',
    amount: 'Сумма',
    currency: 'Валюта',
    refused: 'cancelled',
    money: (row) => ({ currency: row.currency_name!, amount: row.amount! }),
  },
];

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-11-30T12:00:00.000Z') });
  manager = await clientFor(app, 'manager');
  playerId = (await app.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'player'`))!.id;
  // 520 deposit requests (more than one export query reads: 500), 60 cash flows, 40 personal funds
  // movements and 60 transfers to the fund, over the player's accounts, every status, 2025–2026.
  await app.db.query(
    `${PLAYER_ACCOUNTS}
     INSERT INTO deposit_requests (account_record_id, amount, comment, created_datetime, processed_datetime,
                                   processed_amount, rejected_at, reject_reason, deleted_at)
     SELECT a.id, round((g * 37 % 9000 / 7.0 + 1)::numeric, 2), 'c' || g,
            '2025-01-01T00:00:00Z'::timestamptz + g * interval '17 hours',
            CASE WHEN g % 4 = 1 THEN now() END, CASE WHEN g % 4 = 1 THEN 10 END,
            CASE WHEN g % 4 = 2 THEN now() END, CASE WHEN g % 4 = 2 THEN 'no' END,
            CASE WHEN g % 4 = 3 THEN now() END
       FROM generate_series(1, 520) g JOIN a ON a.n = g % a.k`,
  );
  await app.db.query(
    `${PLAYER_ACCOUNTS}
     INSERT INTO cash_flows (account_record_id, created_datetime, status, is_payout, amount, comment)
     SELECT a.id, '2025-01-01T00:00:00Z'::timestamptz + g * interval '7 days',
            CASE g % 3 WHEN 0 THEN 'pending' WHEN 1 THEN 'approved' ELSE 'rejected' END, g % 2 = 0, g * 3.25, ''
       FROM generate_series(1, 60) g JOIN a ON a.n = g % a.k`,
  );
  await app.db.query(
    `INSERT INTO personal_funds_movements (user_id, account_record_id, type, amount, original_amount, comment, status, created_at)
     SELECT u.id, CASE WHEN g % 5 <> 0 THEN (SELECT min(id) FROM account_records WHERE user_id = u.id) END,
            (ARRAY['deposit', 'cashout', 'cashback', 'settlement'])[g % 4 + 1],
            CASE WHEN g % 4 = 1 THEN -1 ELSE 1 END * round((g * 53 % 5000 / 3.0 + 1)::numeric, 2),
            CASE WHEN g % 5 <> 0 THEN g * 2 END,
            'f' || g, (ARRAY['pending', 'approved', 'rejected'])[g % 3 + 1],
            '2025-06-01T00:00:00Z'::timestamptz + g * interval '1 day'
       FROM generate_series(1, 40) g, users u WHERE u.username = 'player'`,
  );
  await app.db.query(
    `${PLAYER_ACCOUNTS}
     INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status, created_datetime)
     SELECT ar.room_id, a.id, true, round((g * 29 % 7000 / 3.0 + 1)::numeric, 2),
            (ARRAY['new', 'received', 'cancelled'])[g % 3 + 1],
            '2025-01-01T00:00:00Z'::timestamptz + g * interval '9 days'
       FROM generate_series(1, 60) g JOIN a ON a.n = g % a.k JOIN account_records ar ON ar.id = a.id`,
  );
});
afterAll(async () => {
  await app?.close();
});

/** The list's `count` and totals per currency, every page of it for `filters`. */
async function listTotals(queue: Queue, filters: string) {
  const rows: Record<string, string>[] = [];
  let count = 0;
  for (let page = 1; ; page += 1) {
    const res = (
      await manager.get(`/api/backoffice/${queue.resource}/?${filters}&per_page=100&page=${page}`)
    ).json();
    rows.push(...res.data);
    count = res.count;
    if (page * 100 >= count) break;
  }
  return { count, totals: totals(rows.map(queue.money)) };
}

/** The file's rows as currency and amount, by the header's names. */
function fileMoney(queue: Queue, header: unknown[], rows: unknown[][], decimal: (cell: unknown) => number) {
  const amount = header.indexOf(queue.amount);
  const currency = queue.currency === null ? -1 : header.indexOf(queue.currency);
  return rows.map((values) => ({
    currency: currency < 0 ? 'USD' : String(values[currency]),
    amount: decimal(values[amount]),
  }));
}

describe.each(QUEUES)('$resource export (issue 40)', (queue) => {
  const EXPORT = `/api/backoffice/${queue.resource}/export/`;

  test('XLSX of every status in a period: as many rows as the list’s count, the same sums per currency', async () => {
    const filters = 'status=all&date_from=2025-03-01&date_to=2026-11-29';
    const res = await manager.get(`${EXPORT}?${filters}`);
    expect(res.statusCode).toBe(200);
    expect(fileName(res)).toBe(`${queue.file}_2025-03-01_2026-11-29.xlsx`);
    const { header, rows } = await xlsxRows(res);
    const expected = await listTotals(queue, filters);
    expect(expected.count).toBeGreaterThan(10);
    expect(rows).toHaveLength(expected.count);
    expect(totals(fileMoney(queue, header, rows, Number))).toEqual(expected.totals);
  });

  test('Russian Excel CSV of the player’s default status, and the plain CSV of one status', async () => {
    const excel = await manager.get(`${EXPORT}?player=${playerId}&format=csv-excel`);
    expect(excel.statusCode).toBe(200);
    expect(fileName(excel)).toBe(`${queue.file}_2026-11-30.csv`);
    const [excelHeader, ...excelRows] = csvRecords(excel, true);
    const byDefault = await listTotals(queue, `player=${playerId}`);
    expect(excelRows).toHaveLength(byDefault.count);
    const comma = (cell: unknown) => Number(String(cell).replace(',', '.'));
    expect(totals(fileMoney(queue, excelHeader!, excelRows, comma))).toEqual(byDefault.totals);

    const plain = await manager.get(`${EXPORT}?status=${queue.refused}&format=csv`);
    const [header, ...rows] = csvRecords(plain, false);
    const rejected = await listTotals(queue, `status=${queue.refused}`);
    expect(rows).toHaveLength(rejected.count);
    expect(totals(fileMoney(queue, header!, rows, Number))).toEqual(rejected.totals);
  });

  test('bad filters → the list’s Russian 400s', async () => {
    await expectRefusals(
      (search) => manager.get(`${EXPORT}${search}`),
      [
        ...COMMON_BAD_FILTERS,
        ['?status=paid', 'status', 'Некорректное значение'],
        ['?player=abc', 'player', 'Некорректный идентификатор'],
      ],
    );
  });
});
