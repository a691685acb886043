import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatMonthYear } from '@fund/shared/format';
import { moscowDateTimeText } from '../../lib/table-export';
import type { Statement, StatementMovement, StatementSection } from './statement';
import { statementTexts as t } from './texts';

/**
 * The monthly statement as a PDF (issue 40): A4, DejaVu Sans embedded (Cyrillic; no system font),
 * black on white, «Стр. N из M» on every page and «период не закрыт» on every page of an open
 * month. A closed month's file is byte-identical on every export: its dates (the info's and the
 * printed one) are the month's end, the file ID is derived from them, nothing random is written.
 */

/** The font's file: beside the bundle (api/build.mjs copies it), else from its npm package. */
function fontFile(name: string): string {
  const beside = path.join(__dirname, 'fonts', name);
  if (existsSync(beside)) return beside;
  return path.join(
    path.dirname(createRequire(__filename).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
    name,
  );
}

/**
 * The fonts are chosen by their file's path, the key pdfkit caches an opened font under. Not by a
 * `registerFont` name: pdfkit 0.20 does not cache a registered font whose PostScript name it has
 * already opened (the document's default font is the same file), so every `doc.font()` read and
 * parsed the 700 KB file again: 3 of the 4 s a month of 1,500 movements took (docs/performance.md
 * "Exports").
 */
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');
const MARGIN = 40;
const FOOTER = 30;
const SIZE = 9;
/** The movements' columns: x offset from the margin, width, alignment. */
const COLUMNS = [
  { key: 'date', width: 92, align: 'left' },
  { key: 'kind', width: 140, align: 'left' },
  { key: 'amount', width: 78, align: 'right' },
  { key: 'fee', width: 62, align: 'right' },
  { key: 'comment', width: 143, align: 'left' },
] as const;
const GAP = 0;

/** '-1234567.5' → '-1 234 567,50' (no-break spaces between thousands, a decimal comma). */
function moneyText(amount: string): string {
  if (amount === '') return '';
  const [whole = '0', fraction = ''] = amount.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${digits},${fraction.padEnd(2, '0')}`;
}

/** 'Октябрь 2026' (Moscow's calendar month 'YYYY-MM'). */
const monthTitle = (key: string) => formatMonthYear(`${key}-01`);

type Doc = PDFKit.PDFDocument;

/** Moves to a new page when `height` more points do not fit above the footer. */
function room(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN - FOOTER) return false;
  doc.addPage();
  return true;
}

function tableRow(doc: Doc, cells: Record<(typeof COLUMNS)[number]['key'], string>, bold = false): void {
  doc.font(bold ? BOLD : REGULAR).fontSize(SIZE);
  const heights = COLUMNS.map((c) => doc.heightOfString(cells[c.key] || ' ', { width: c.width - 4 }));
  const height = Math.max(...heights) + 3;
  if (room(doc, height) && !bold) tableHeader(doc);
  const y = doc.y;
  let x = MARGIN;
  for (const column of COLUMNS) {
    doc.text(cells[column.key], x + 2, y, { width: column.width - 4, align: column.align, lineBreak: true });
    x += column.width + GAP;
  }
  doc
    .moveTo(MARGIN, y + height - 1)
    .lineTo(doc.page.width - MARGIN, y + height - 1)
    .lineWidth(0.3)
    .strokeColor('#000000')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height + 1;
}

function tableHeader(doc: Doc): void {
  tableRow(doc, t.columns, true);
}

function line(doc: Doc, text: string, bold = false): void {
  doc.font(bold ? BOLD : REGULAR).fontSize(SIZE + 1);
  room(doc, doc.heightOfString(text) + 2);
  doc.text(text, MARGIN, doc.y);
}

function movementCells(m: StatementMovement) {
  return {
    date: moscowDateTimeText(new Date(m.at), false),
    kind: m.kind,
    amount: moneyText(m.amount),
    fee: moneyText(m.fee),
    comment: m.comment,
  };
}

function drawSection(doc: Doc, s: StatementSection): void {
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(SIZE + 2);
  room(doc, 60);
  doc.text(s.room === null ? t.personalFunds(s.currency) : t.account(s.room, s.account, s.currency), MARGIN);
  line(doc, `${t.opening}: ${moneyText(s.opening)}`);
  if (s.movements.length === 0) line(doc, t.noMovements);
  else {
    doc.moveDown(0.3);
    tableHeader(doc);
    for (const m of s.movements) tableRow(doc, movementCells(m));
  }
  line(
    doc,
    `${t.incoming}: ${moneyText(s.incoming)}; ${t.outgoing}: ${moneyText(s.outgoing)}; ${t.fees}: ${moneyText(s.fees)}`,
  );
  if (s.room !== null) line(doc, `${t.other}: ${moneyText(s.other)}`);
  line(doc, `${t.closing}: ${moneyText(s.closing)}`, true);
}

/** Page numbers (and «период не закрыт») on every page, once all pages are known. */
function stampPages(doc: Doc, closed: boolean): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(SIZE);
    const y = doc.page.height - MARGIN + 8;
    const width = doc.page.width - 2 * MARGIN;
    doc.text(t.page(i - start + 1, count), MARGIN, y, { width, align: 'right', lineBreak: false });
    if (!closed) {
      doc.font(BOLD).text(t.notClosed, MARGIN, y, { width, align: 'left', lineBreak: false });
      doc.text(t.notClosed, MARGIN, MARGIN - 22, { width, align: 'right', lineBreak: false });
    }
    doc.page.margins.bottom = bottom;
  }
}

/** The statement's PDF bytes; `now` is the date made of an open month (a closed one is dated its end). */
export async function renderStatement(s: Statement, fund: string, now: Date): Promise<Buffer> {
  // Loaded on the first statement, not with the app: pdfkit and fontkit are ~0.3 s of CPU that
  // every server start and every API test file paid (docs/testing.md "CI time").
  const { default: PDFDocument } = await import('pdfkit');
  const made = s.month.closed ? s.month.end : now;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: REGULAR,
    info: {
      Title: `${t.title} ${s.month.key}`,
      Author: fund,
      Creator: fund,
      Producer: fund,
      CreationDate: made,
      ModDate: made,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(16).text(`${t.title} — ${fund}`, MARGIN, MARGIN);
  doc.moveDown(0.4);
  line(doc, `${t.player}: ${s.player}`);
  line(doc, `${t.period}: ${monthTitle(s.month.key)} (${s.month.key})`);
  line(doc, `${t.made}: ${moscowDateTimeText(made, false)}`);
  if (s.sections.length === 0) line(doc, t.noAccounts);
  for (const section of s.sections) drawSection(doc, section);

  doc.moveDown(0.8);
  line(doc, t.totals, true);
  for (const total of s.totals) {
    line(
      doc,
      `${total.currency}: ${t.incoming} ${moneyText(total.incoming)}; ${t.outgoing} ${moneyText(total.outgoing)}; ${t.fees} ${moneyText(total.fees)}`,
    );
  }
  doc.moveDown(0.8);
  line(doc, t.rates, true);
  line(doc, t.ratesNone);
  if (s.month.closed) line(doc, t.ratesClosed);
  else {
    for (const rate of s.rates) line(doc, t.rate(rate.currency, rate.rate, rate.day));
    line(doc, t.ratesSource);
  }
  line(doc, t.snapshotNote);
  doc.moveDown(0.8);
  line(doc, `${t.hash}:`);
  line(doc, s.hash);
  line(doc, `${t.previousHash}:`);
  line(doc, s.previousHash);

  stampPages(doc, s.month.closed);
  doc.end();
  return done;
}
