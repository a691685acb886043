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

// Issue 40: the player's transfers to confirm and deposit requests as files, parsed back and
// compared with the lists' own answers; the caller's rows only.
const DEPOSITS = '/api/accounting/depositrequests/';
const TRANSFERS = '/api/accounting/transfersv2/';
let app: FastifyInstance;
let player: Client;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-11-30T12:00:00.000Z') });
  player = await clientFor(app, 'player');
  // 530 deposit requests of the player (more than one export query reads: 500), some processed,
  // some rejected, some deleted (not in the list), on each of the player's accounts in turn.
  await app.db.query(
    `${PLAYER_ACCOUNTS}
     INSERT INTO deposit_requests (account_record_id, amount, comment, created_datetime,
                                   processed_datetime, processed_amount, rejected_at, reject_reason, deleted_at)
     SELECT a.id, round((g * 37 % 9000 / 7.0)::numeric, 2), 'c' || g,
            '2025-01-01T00:00:00Z'::timestamptz + g * interval '17 hours',
            CASE WHEN g % 4 = 0 THEN now() END, CASE WHEN g % 4 = 0 THEN g END,
            CASE WHEN g % 4 = 1 THEN now() END, CASE WHEN g % 4 = 1 THEN 'no' END,
            CASE WHEN g % 4 = 2 AND g % 9 = 2 THEN now() END
       FROM generate_series(1, 530) g JOIN a ON a.n = g % a.k`,
  );
});
afterAll(async () => {
  await app?.close();
});

describe('the player’s own exports (issue 40)', () => {
  test('deposit requests XLSX: the list’s rows, count and sums per currency', async () => {
    const res = await player.get(`${DEPOSITS}export/`);
    expect(res.statusCode).toBe(200);
    expect(fileName(res)).toBe('запросы_депозита_2026-11-30.xlsx');
    const { header, rows } = await xlsxRows(res);
    expect(header).toEqual([
      undefined,
      'Дата',
      'Рум',
      'Аккаунт',
      'Валюта',
      'Сумма',
      'Статус',
      'Проведено',
      'Комментарий',
    ]);
    const list = (await player.get(DEPOSITS)).json().data as Array<{ currency_name: string; amount: string }>;
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.every((values) => values[1] instanceof Date)).toBe(true);
    expect(
      totals(rows.map((values) => ({ currency: String(values[4]), amount: values[5] as number }))),
    ).toEqual(totals(list.map((row) => ({ currency: row.currency_name, amount: row.amount }))));
  });

  test('transfers: plain CSV of the list’s two sides; another player gets only their own', async () => {
    const res = await player.get(`${TRANSFERS}export/?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(fileName(res)).toBe('переводы_2026-11-30.csv');
    const records = csvRecords(res, false);
    expect(records[0]).toEqual([
      'Дата',
      'Направление',
      'Рум',
      'Отправитель',
      'Получатель',
      'Валюта',
      'Сумма',
      'Статус',
    ]);
    const list = (await player.get(TRANSFERS)).json().data as Record<
      'to_send' | 'to_receive',
      Array<{ currency_name: string; amount: string }>
    >;
    const listed = [...list.to_send, ...list.to_receive];
    expect(listed.length).toBeGreaterThan(0);
    expect(totals(records.slice(1).map((r) => ({ currency: r[5]!, amount: r[6]! })))).toEqual(
      totals(listed.map((row) => ({ currency: row.currency_name, amount: row.amount }))),
    );

    const newbie = await clientFor(app, 'newbie');
    const theirs = (await newbie.get(TRANSFERS)).json().data as Record<string, unknown[]>;
    const file = csvRecords(await newbie.get(`${TRANSFERS}export/?format=csv`), false);
    expect(file.length - 1).toBe(theirs.to_send!.length + theirs.to_receive!.length);
    const deposits = csvRecords(await newbie.get(`${DEPOSITS}export/?format=csv-excel`), true);
    expect(deposits.slice(1)).toEqual([]);
  });

  test('bad parameters → Russian 400s; staff without the dashboard get 403', async () => {
    for (const path of [DEPOSITS, TRANSFERS]) {
      await expectRefusals(
        (search) => player.get(`${path}export/${search}`),
        [
          ['?format=pdf', 'format', 'Некорректное значение'],
          ['?date_from=2026-01-01', 'date_from', 'Неизвестное поле'],
        ],
      );
      expect((await (await clientFor(app, 'manager')).get(`${path}export/`)).statusCode).toBe(403);
    }
  });
});
