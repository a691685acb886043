import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { exportTexts } from '@fund/shared/i18n/exports';
import { body, EXPORT_FORMATS, type ExportFormat, messages } from '@fund/shared/schemas/common';
import { stringify } from 'csv-stringify';
import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/types';
import { ValidationError } from '../plugins/errors';
import { doc } from '../plugins/openapi';

/**
 * A table's export (issue 40, docs/api.md "Exports"): rows come a page at a time from the
 * database and leave as a stream — Russian Excel's CSV (BOM, `;`, decimal comma), a plain CSV
 * (`,`, decimal point, ISO dates) or XLSX (exceljs' streaming writer: numbers with the currency's
 * format, dates as dates, a header row, frozen panes, column widths).
 */

/** A cell: text, a money amount (decimal text and its currency), or a moment. */
type ExportCell = string | { amount: string; currency: string } | Date | null;

export interface ExportColumn<R> {
  header: string;
  /** Width in characters (XLSX). */
  width: number;
  value: (row: R) => ExportCell;
}

export interface TableExport<R> {
  format: ExportFormat;
  /** The file name without its extension (what and which period). */
  name: string;
  /** An ASCII fallback of `name` for old clients (RFC 6266 `filename`). */
  asciiName: string;
  /** The sheet's name (XLSX). */
  sheet: string;
  columns: ExportColumn<R>[];
  pages: AsyncIterable<R[]>;
}

/** Dates in the files are Moscow's wall clock (UTC+3 all year since 2014). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const moscowWallClock = (at: Date) => new Date(at.getTime() + MOSCOW_OFFSET_MS);

/** The Moscow day of a moment, 'YYYY-MM-DD'. */
export const moscowDay = (at: Date): string => moscowWallClock(at).toISOString().slice(0, 10);

/** The moment a Moscow day starts ('YYYY-MM-DD' → its 00:00 MSK); `days` later with an offset. */
export function moscowDayStart(day: string, days = 0): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  return new Date(start.getTime() - MOSCOW_OFFSET_MS + days * 86_400_000);
}

/** The longest period one export covers (a 20-year range is a 400, issue 40). */
const MAX_EXPORT_YEARS = 5;

/** `day` plus whole years, as 'YYYY-MM-DD' (Feb 29 → Mar 1 in a common year). */
function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** A 400 on `date_from` when `date_from`..`lastDay` is longer than `MAX_EXPORT_YEARS`. */
export function refuseLongPeriod(dateFrom: string | undefined, lastDay: string): void {
  if (dateFrom && addYears(dateFrom, MAX_EXPORT_YEARS) < lastDay) {
    throw new ValidationError({ date_from: [exportTexts.tooLong(MAX_EXPORT_YEARS)] });
  }
}

/**
 * The period of a file's name, `<date_from>_<last day>` (or the last day alone when the filter
 * has no start; the last day is `today` when it has no end); a 400 when longer than allowed.
 */
export function exportPeriod(days: { date_from?: string; date_to?: string }, today: string): string {
  const lastDay = days.date_to ?? today;
  refuseLongPeriod(days.date_from, lastDay);
  return days.date_from ? `${days.date_from}_${lastDay}` : lastDay;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD.MM.YYYY HH:mm:ss' in Moscow time, as Russian Excel reads a date ('DD.MM.YYYY HH:mm' without seconds). */
export function moscowDateTimeText(at: Date, seconds = true): string {
  const m = moscowWallClock(at);
  const time = `${pad(m.getUTCHours())}:${pad(m.getUTCMinutes())}${seconds ? `:${pad(m.getUTCSeconds())}` : ''}`;
  return `${pad(m.getUTCDate())}.${pad(m.getUTCMonth() + 1)}.${m.getUTCFullYear()} ${time}`;
}

function csvCell(cell: ExportCell, excel: boolean): string {
  if (cell === null) return '';
  if (cell instanceof Date) return excel ? moscowDateTimeText(cell) : cell.toISOString();
  if (typeof cell === 'string') return cell;
  return excel ? cell.amount.replace('.', ',') : cell.amount;
}

/** The currency's number format: two decimals, thousands grouped, its name after the number. */
const moneyFormat = (currency: string) => `#,##0.00 "${currency.replace(/"/g, '')}"`;

/** Content-Disposition of a download: the ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachment(name: string, asciiName: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encoded}`;
}

/** Waits until `stream` drains, or the answer is gone (the client left: nothing more is read). */
async function drained(stream: Writable, out: PassThrough): Promise<void> {
  const done = new AbortController();
  const options = { signal: done.signal };
  await Promise.race([once(stream, 'drain', options), once(out, 'close', options)]).finally(() =>
    done.abort(),
  );
}

async function writeCsv<R>(table: TableExport<R>, out: PassThrough): Promise<void> {
  const excel = table.format === 'csv-excel';
  const csv = stringify({
    delimiter: excel ? ';' : ',',
    bom: excel,
    record_delimiter: excel ? 'windows' : 'unix',
  });
  csv.pipe(out);
  csv.write(table.columns.map((column) => column.header));
  for await (const page of table.pages) {
    if (out.destroyed) return;
    for (const row of page) csv.write(table.columns.map((column) => csvCell(column.value(row), excel)));
    if (csv.writableNeedDrain) await drained(csv, out);
  }
  csv.end();
}

async function writeXlsx<R>(table: TableExport<R>, out: PassThrough): Promise<void> {
  // Loaded on the first XLSX, not with the app: exceljs is ~0.55 s of CPU that every server
  // start and every API test file paid (docs/testing.md "CI time").
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const page of table.pages) {
    for (const row of page) {
      const added = sheet.addRow(
        table.columns.map((column) => {
          const cell = column.value(row);
          if (cell instanceof Date) return moscowWallClock(cell);
          if (cell !== null && typeof cell === 'object') return Number(cell.amount);
          return cell;
        }),
      );
      table.columns.forEach((column, index) => {
        const cell = column.value(row);
        if (cell instanceof Date) added.getCell(index + 1).numFmt = 'dd.mm.yyyy hh:mm:ss';
        else if (cell !== null && typeof cell === 'object')
          added.getCell(index + 1).numFmt = moneyFormat(cell.currency);
      });
      added.commit();
    }
    if (out.destroyed) return;
    if (out.writableNeedDrain) await drained(out, out);
  }
  sheet.commit();
  await workbook.commit();
}

/** The media types an export answers (its OpenAPI `doc({ file })`). */
export const EXPORT_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  'csv-excel': 'text/csv; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The query of an export whose table has no filters (the player's transfers, deposit requests): the
 * format (here, not in @fund/shared: the player's first view carries the shared schemas).
 */
const exportFormatQuery = body({
  format: v.optional(v.picklist(EXPORT_FORMATS, messages.invalidValue), 'xlsx'),
});

/**
 * GET `url`: the caller's own table as a file (issue 40), a table without filters (its list's
 * permission in `route.config`; the only parameter is `format`, anything else a 400). The file is
 * named `<name>_<today>` (UTC).
 */
export function getOwnExport<R>(
  app: FastifyInstance,
  url: string,
  route: { config: FastifyContextConfig; tags: string[] },
  table: (db: Db, userId: number) => Omit<TableExport<R>, 'format'>,
): void {
  app.get(
    url,
    {
      config: route.config,
      schema: doc({ tags: route.tags, querystring: exportFormatQuery, file: EXPORT_MEDIA_TYPES }),
    },
    async (request, reply) => {
      const { format } = request.query;
      const today = app.now().toISOString().slice(0, 10);
      const own = table(app.db, request.user.id);
      return sendTable(reply, {
        ...own,
        format,
        name: `${own.name}_${today}`,
        asciiName: `${own.asciiName}_${today}`,
      });
    },
  );
}

/**
 * Answers the export: headers first, then the file as it is written. Validate everything before:
 * once this is called the answer is a 200; a failure half-way breaks the stream (and is logged).
 */
export function sendTable<R>(reply: FastifyReply, table: TableExport<R>): FastifyReply {
  const ext = table.format === 'xlsx' ? 'xlsx' : 'csv';
  const out = new PassThrough();
  const writing = table.format === 'xlsx' ? writeXlsx(table, out) : writeCsv(table, out);
  writing.catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed');
    out.destroy(error as Error);
  });
  return reply
    .header('content-type', CONTENT_TYPES[table.format])
    .header('content-disposition', attachment(`${table.name}.${ext}`, `${table.asciiName}.${ext}`))
    .header('cache-control', 'private, no-store')
    .send(out);
}
