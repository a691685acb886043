import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

// Reading an export back (issue 40, docs/api.md "Exports") and the refusals every export shares.

/** The file's UTF-8 name from Content-Disposition (RFC 5987 `filename*`). */
export const fileName = (res: LightMyRequestResponse) =>
  decodeURIComponent(res.headers['content-disposition']!.toString().split("''")[1]!);

/** An XLSX answer's first sheet: its header row (frozen) and the other rows' values (1-based, as exceljs). */
export async function xlsxRows(
  res: LightMyRequestResponse,
): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(row.values as unknown[]);
  });
  return { header: rows[0]!, rows: rows.slice(1) };
}

/** A CSV answer's records, the header first: Russian Excel's (`;`, BOM) or the plain one. */
export const csvRecords = (res: LightMyRequestResponse, excel: boolean) =>
  parse(res.rawPayload, excel ? { delimiter: ';', bom: true } : {}) as string[][];

/** Bad filters every export refuses with a Russian 400: [query, field, message]. */
export const COMMON_BAD_FILTERS: [string, string, string][] = [
  ['?format=pdf', 'format', 'Некорректное значение'],
  ['?date_from=2026-02-01&date_to=2026-01-01', 'date_to', 'Дата начала позже даты окончания'],
  ['?date_from=2001-01-01', 'date_from', 'Период выгрузки — не больше 5 лет'],
  ['?page=2', 'page', 'Неизвестное поле'],
];

/** `get(query)` answers a 400 with `message` on `field` for each case. */
export async function expectRefusals(
  get: (search: string) => Promise<LightMyRequestResponse>,
  cases: [string, string, string][],
): Promise<void> {
  const answers = [];
  for (const [search, field] of cases) {
    const res = await get(search);
    answers.push([search, res.statusCode, res.json().error?.fields[field]]);
  }
  expect(answers).toEqual(cases.map(([search, , message]) => [search, 400, [message]]));
}

/** Count and sum in cents per currency: a file's rows against its list's. */
export function totals(rows: Array<{ currency: string; amount: number | string }>) {
  const out: Record<string, { n: number; cents: number }> = {};
  for (const { currency, amount } of rows) {
    out[currency] ??= { n: 0, cents: 0 };
    const entry = out[currency]!;
    entry.n += 1;
    entry.cents += Math.round(Number(amount) * 100);
  }
  return out;
}

/**
 * SQL to generate a table's rows over the demo player's accounts in turn: `a` their accounts,
 * numbered from 0 (`n`), and how many (`k`); join `generate_series(…) g` with `a.n = g % a.k`.
 */
export const PLAYER_ACCOUNTS = `WITH a AS (SELECT ar.id, row_number() OVER (ORDER BY ar.id) - 1 AS n, count(*) OVER () AS k
                  FROM account_records ar JOIN users u ON u.id = ar.user_id WHERE u.username = 'player')`;
