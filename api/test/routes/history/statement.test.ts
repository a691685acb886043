import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { bearer, buildTestApp, login } from '../../helpers/app';

// Issue 40: the monthly statement PDF, read back as text and compared with the API's own figures.
const NOW = new Date('2026-11-30T12:00:00.000Z');
const OWN = (month: string) => `/api/accounting/statements/${month}/`;
const STAFF = (id: number | string, month: string) => `/api/backoffice/users/${id}/statements/${month}/`;
const MARK = 'statement-test-comment';
let app: FastifyInstance;
const tokens = new Map<string, Record<string, string>>();
let playerId: number;

// pdf.js runs its worker in this thread, as `globalThis.pdfjsWorker` (jest can neither `import()` the
// worker file nor require a .mjs): the package's CommonJS build of it, copied to a .cjs, loaded by Node.
const workerCopy = path.join(os.tmpdir(), `statement-test-pdf-worker-${process.pid}.cjs`);
copyFileSync(path.join(path.dirname(require.resolve('pdf-parse')), 'pdf.worker.mjs'), workerCopy);
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = createRequire(__filename)(workerCopy);
rmSync(workerCopy);

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW });
  for (const username of ['player', 'newbie', 'curator', 'manager'])
    tokens.set(username, bearer((await login(app, username)).access));
  // October (closed) and November (open): movements with comments and fees, enough for several pages.
  await app.db.query(
    `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, comment, created_at)
     SELECT a.id, CASE WHEN g % 5 = 0 THEN 'fee' WHEN g % 2 = 0 THEN 'transfer_out' ELSE 'transfer_in' END,
            CASE WHEN g % 2 = 0 OR g % 5 = 0 THEN -(g * 3.17)::numeric(18, 2) ELSE (g * 11.05)::numeric(18, 2) END,
            'transfer', 5000000 + g, '${MARK} ' || g,
            '2026-10-01T00:30:00Z'::timestamptz + g * interval '13 hours'
       FROM account_records a, generate_series(1, 110) g
      WHERE a.name = 'IvanPetrovGG'`,
  );
  await app.db.query(
    `INSERT INTO personal_funds_movements (user_id, type, amount, comment, created_at)
     SELECT id, 'cashback', 12.34, '${MARK} pf', '2026-10-15T10:00:00Z' FROM users WHERE username = 'player'`,
  );
  playerId = (await app.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'player'"))!.id;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, as = 'player') => app.inject({ method: 'GET', url, headers: tokens.get(as)! });

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((page) => page.text) };
  } finally {
    await parser.destroy();
  }
}

/** '-1 234,56' (any spaces) → cents. */
function cents(text: string): bigint {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = plain.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -value : value;
}

/** The statement's totals per currency: every movement of the month, summed. */
function printedTotals(text: string): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  const money = '(-?[\\d\\s\\u00a0]+,\\d\\d)';
  const line = new RegExp(`([A-Z]{3}): Поступления ${money}; Списания ${money}; Комиссии ${money}`, 'g');
  for (const [, currency, incoming, outgoing, fees] of text.matchAll(line)) {
    out[currency!] = cents(incoming!) + cents(outgoing!) + cents(fees!);
  }
  return out;
}

/** The API's own figures: the history export of the month's days, summed per currency. */
async function historyTotals(from: string, to: string): Promise<Record<string, bigint>> {
  const res = await get(
    `/api/accounting/accountinghistory/export/?format=csv&date_from=${from}&date_to=${to}`,
  );
  expect(res.statusCode).toBe(200);
  const records = (parse(res.rawPayload) as string[][]).slice(1);
  const out: Record<string, bigint> = {};
  for (const [, , , , currency, amount] of records) out[currency!] = (out[currency!] ?? 0n) + cents(amount!);
  return out;
}

const hashes = (text: string) => ({
  own: /SHA-256 данных периода:\s+([0-9a-f]{64})/.exec(text)?.[1],
  previous: /SHA-256 предыдущего месяца:\s+([0-9a-f]{64})/.exec(text)?.[1],
});

describe('monthly statement (issue 40)', () => {
  test('a closed month: byte-identical twice, totals equal the history’s, the hash chain', async () => {
    const first = await get(OWN('2026-10'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(encodeURIComponent('выписка_2026-10.pdf'));
    const second = await get(OWN('2026-10'));
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    // Staff get the same file from the back office.
    const staff = await get(STAFF(playerId, '2026-10'), 'manager');
    expect(staff.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, staff.rawPayload)).toBe(0);

    const { text, pages } = await pdfText(first.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Стр. ${index + 1} из ${pages.length}`);
    });
    expect(text).not.toContain('период не закрыт');
    expect(text).toContain('Игрок: player');
    expect(text).toContain('Октябрь 2026');
    expect(text).toContain(`${MARK} 7`);
    expect(text).toContain(`${MARK} pf`);
    const totals = printedTotals(text);
    expect(Object.keys(totals).length).toBeGreaterThan(0);
    expect(totals).toEqual(await historyTotals('2026-10-01', '2026-10-31'));

    const november = await get(OWN('2026-11'));
    const open = await pdfText(november.rawPayload);
    expect(hashes(open.text).previous).toBe(hashes(text).own);
    expect(hashes(text).own).toMatch(/^[0-9a-f]{64}$/);
    expect(totals).not.toEqual({});
  });

  test('the open month says «период не закрыт» on every page; its totals are the history’s too', async () => {
    await app.db.query(
      `INSERT INTO ledger_movements (account_record_id, kind, amount, source, source_id, comment, created_at)
       SELECT a.id, 'cashflow_in', 10.00, 'cash_flow', 6000000 + g, '${MARK} nov', '2026-11-02T00:00:00Z'::timestamptz + g * interval '5 hours'
         FROM account_records a, generate_series(1, 60) g WHERE a.name = 'IvanPetrovGG'`,
    );
    const res = await get(OWN('2026-11'));
    expect(res.statusCode).toBe(200);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('период не закрыт');
    expect(printedTotals(text)).toEqual(await historyTotals('2026-11-01', '2026-11-30'));
  });

  test('only the caller’s own; staff only through the back office', async () => {
    const other = await get(OWN('2026-10'), 'newbie');
    expect(other.statusCode).toBe(200);
    expect((await pdfText(other.rawPayload)).text).not.toContain(MARK);
    expect((await get(OWN('2026-10'), 'curator')).statusCode).toBe(403);
    expect((await get(STAFF(playerId, '2026-10'), 'player')).statusCode).toBe(403);
    expect((await get(STAFF(playerId, '2026-10'), 'curator')).statusCode).toBe(403);
  });

  test.each([
    ['2026-13', 'Месяц — в формате ГГГГ-ММ, например 2026-10.'],
    ['2026-1', 'Месяц — в формате ГГГГ-ММ, например 2026-10.'],
    ['october', 'Месяц — в формате ГГГГ-ММ, например 2026-10.'],
    ['1999-12', 'Выписки есть с января 2000 года.'],
    ['2026-12', 'Месяц ещё не начался.'],
  ])('month %s is a 400 with a Russian message', async (month, message) => {
    for (const [url, as] of [
      [OWN(month), 'player'],
      [STAFF(playerId, month), 'manager'],
    ] as const) {
      const res = await get(url, as);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: { messages: [], fields: { month: [message] } } });
    }
  });

  test('an unknown player is a 404; a bad id a 400', async () => {
    const res = await get(STAFF(999999, '2026-10'), 'manager');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Игрок не найден.');
    expect((await get(STAFF('x', '2026-10'), 'manager')).statusCode).toBe(400);
  });
});
