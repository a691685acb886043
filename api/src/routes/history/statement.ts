import { createHash } from 'node:crypto';
import { addDecimals, compareDecimals, roundDecimal, subDecimals } from '@fund/shared/decimal';
import { historyTexts } from '@fund/shared/i18n/exports';
import { HISTORY_TYPE_LABELS } from '@fund/shared/schemas/history';
import type { Db } from '../../db/types';
import { moscowDayStart } from '../../lib/table-export';
import { notFound, ValidationError } from '../../plugins/errors';
import { type HistoryDbRow, type HistoryFilter, historyDbPages, historySums } from './repository';
import { statementTexts as t } from './texts';

/**
 * The monthly statement's data (issue 40, docs/api.md "Monthly statement"): the rows are the
 * history export's (`historyDbPages`, the same query and filter as the history page), so every
 * sum equals the API's own figures; opening balances of room accounts are the balance reports.
 */

/** A month of the statement: Moscow's calendar month `key` = 'YYYY-MM'. */
export interface StatementMonth {
  key: string;
  start: Date;
  end: Date;
  /** The month has ended: its statement is fixed (byte-identical on every export). */
  closed: boolean;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FIRST_MONTH = '2000-01';

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

function monthOf(key: string, now: Date): StatementMonth {
  const [year, month] = key.split('-').map(Number) as [number, number];
  const next = month === 12 ? monthKey(year + 1, 1) : monthKey(year, month + 1);
  const end = moscowDayStart(`${next}-01`);
  return { key, start: moscowDayStart(`${key}-01`), end, closed: now >= end };
}

/** The month of the URL, refused with a Russian 400: not 'YYYY-MM', before 2000, not yet begun. */
export function parseMonth(text: string, now: Date): StatementMonth {
  if (!MONTH.test(text)) throw new ValidationError({ month: [t.badMonth] });
  if (text < FIRST_MONTH) throw new ValidationError({ month: [t.tooEarly] });
  const month = monthOf(text, now);
  if (month.start > now) throw new ValidationError({ month: [t.futureMonth] });
  return month;
}

/** The month before `month` (its hash is printed too). */
function previousMonth(month: StatementMonth, now: Date): StatementMonth {
  const [year, m] = month.key.split('-').map(Number) as [number, number];
  return monthOf(m === 1 ? monthKey(year - 1, 12) : monthKey(year, m - 1), now);
}

// Money is decimal text, summed exactly (never floats) and shown with two places.
const ZERO = '0.00';
const money = (amount: string) => roundDecimal(amount, 2);

export interface StatementMovement {
  /** ISO moment (the history's date of the row). */
  at: string;
  kind: string;
  /** The movement (empty for a fee). */
  amount: string;
  /** A fee movement's amount (empty otherwise). */
  fee: string;
  comment: string;
}

export interface StatementSection {
  /** A room account: room, account, currency; personal funds: null. */
  room: string | null;
  account: string;
  currency: string;
  opening: string;
  closing: string;
  incoming: string;
  outgoing: string;
  fees: string;
  /** closing − opening − movements (a room account's result of play); '0.00' for personal funds. */
  other: string;
  movements: StatementMovement[];
}

interface StatementRate {
  currency: string;
  rate: string;
  /** 'YYYY-MM-DD' (Moscow) of the rate's last change. */
  day: string;
}

export interface Statement {
  month: StatementMonth;
  player: string;
  sections: StatementSection[];
  /** Per currency: the movements' sums over every section that has any. */
  totals: Array<{ currency: string; incoming: string; outgoing: string; fees: string }>;
  /** Current rates of the statement's currencies (an open month only: no history of rates is kept). */
  rates: StatementRate[];
  hash: string;
  previousHash: string;
}

interface Account {
  id: number;
  name: string;
  room_name: string;
  currency_name: string;
  opening: string | null;
  closing: string | null;
}

/** Every room account of the player with its last balance report before the month and before its end. */
function accountsOf(db: Db, userId: number, month: StatementMonth): Promise<Account[]> {
  const last = (bound: string) => `(SELECT b.balance::text FROM balance_reports b
            WHERE b.account_record_id = ar.id AND b.created_at < ${bound}
            ORDER BY b.created_at DESC, b.id DESC LIMIT 1)`;
  return db.query<Account>(
    `SELECT ar.id, ar.name, r.name AS room_name, r.currency_name,
            ${last('$2::timestamptz')} AS opening, ${last('$3::timestamptz')} AS closing
       FROM account_records ar JOIN rooms r ON r.id = ar.room_id
      WHERE ar.user_id = $1
      ORDER BY r.name, ar.name, ar.id`,
    [userId, month.start, month.end],
  );
}

const ALL: Omit<HistoryFilter, 'from' | 'to'> = {
  rooms: [],
  cashflow: true,
  transfers: true,
  period: 'alltime',
};

/** The month's rows, oldest first (the export's pages come newest first). */
async function monthRows(db: Db, userId: number, month: StatementMonth): Promise<HistoryDbRow[]> {
  const rows: HistoryDbRow[] = [];
  for await (const page of historyDbPages(db, userId, { ...ALL, from: month.start, to: month.end })) {
    rows.push(...page);
  }
  return rows.reverse();
}

function kindLabel(row: HistoryDbRow): string {
  if (row.fund_type === 'personal_funds' && row.type === 'deposit') return historyTexts.personalFundsDeposit;
  return HISTORY_TYPE_LABELS[row.type] ?? row.type;
}

function section(
  room: string | null,
  account: string,
  currency: string,
  opening: string,
  closing: string | null,
  rows: HistoryDbRow[],
): StatementSection {
  let incoming = ZERO;
  let outgoing = ZERO;
  let fees = ZERO;
  const movements = rows.map((row): StatementMovement => {
    const fee = row.type === 'fee';
    if (fee) fees = addDecimals(fees, row.amount);
    else if (compareDecimals(row.amount, '0') > 0) incoming = addDecimals(incoming, row.amount);
    else outgoing = addDecimals(outgoing, row.amount);
    return {
      at: row.created_datetime.toISOString(),
      kind: kindLabel(row),
      amount: fee ? '' : row.amount,
      fee: fee ? row.amount : '',
      comment: row.comment,
    };
  });
  const moved = addDecimals(addDecimals(incoming, outgoing), fees);
  const end = closing ?? addDecimals(opening, moved);
  return {
    room,
    account,
    currency,
    opening: money(opening),
    closing: money(end),
    incoming: money(incoming),
    outgoing: money(outgoing),
    fees: money(fees),
    other: money(subDecimals(subDecimals(end, opening), moved)),
    movements,
  };
}

/** The statement's sections (room accounts, then personal funds): what the hash is computed of. */
async function sectionsOf(db: Db, userId: number, month: StatementMonth): Promise<StatementSection[]> {
  const [accounts, rows, before] = await Promise.all([
    accountsOf(db, userId, month),
    monthRows(db, userId, month),
    historySums(db, userId, { ...ALL, to: month.start }),
  ]);
  const sections: StatementSection[] = [];
  for (const account of accounts) {
    const own = rows.filter(
      (row) => row.fund_type !== 'personal_funds' && row.account_record_id === account.id,
    );
    // An account that had neither a balance nor a movement by the month's end is not in it.
    if (own.length === 0 && account.closing === null) continue;
    sections.push(
      section(
        account.room_name,
        account.name,
        account.currency_name,
        account.opening ?? ZERO,
        account.closing,
        own,
      ),
    );
  }
  const personal = rows.filter((row) => row.fund_type === 'personal_funds');
  const personalBefore = before.filter((sum) => sum.fund_type === 'personal_funds');
  for (const currency of new Set([...personalBefore, ...personal].map((row) => row.currency_name))) {
    const opening = personalBefore.find((sum) => sum.currency_name === currency)?.amount ?? ZERO;
    const own = personal.filter((row) => row.currency_name === currency);
    sections.push(section(null, '', currency, opening, null, own));
  }
  return sections;
}

/** SHA-256 of the month's data (sections, as JSON), computed before anything is drawn. */
const hashOf = (userId: number, month: StatementMonth, sections: StatementSection[]) =>
  createHash('sha256')
    .update(JSON.stringify({ user: userId, month: month.key, sections }))
    .digest('hex');

function totalsOf(sections: StatementSection[]): Statement['totals'] {
  const totals = new Map<string, { incoming: string; outgoing: string; fees: string }>();
  for (const s of sections) {
    if (s.movements.length === 0) continue;
    const total = totals.get(s.currency) ?? { incoming: ZERO, outgoing: ZERO, fees: ZERO };
    totals.set(s.currency, {
      incoming: addDecimals(total.incoming, s.incoming),
      outgoing: addDecimals(total.outgoing, s.outgoing),
      fees: addDecimals(total.fees, s.fees),
    });
  }
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, total]) => ({ currency, ...total }));
}

async function ratesOf(db: Db, currencies: string[], month: StatementMonth): Promise<StatementRate[]> {
  if (month.closed || currencies.length === 0) return [];
  return db.query<StatementRate>(
    `SELECT currency_name AS currency, rate::text AS rate,
            to_char(updated_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD') AS day
       FROM forex_rates WHERE currency_name = ANY($1::text[]) ORDER BY currency_name`,
    [currencies],
  );
}

/** The player's statement of `month`; a 404 for an unknown user. */
export async function buildStatement(
  db: Db,
  userId: number,
  month: StatementMonth,
  now: Date,
): Promise<Statement> {
  const user = await db.one<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  if (!user) throw notFound(t.unknownUser);
  const previous = previousMonth(month, now);
  const [sections, previousSections] = await Promise.all([
    sectionsOf(db, userId, month),
    sectionsOf(db, userId, previous),
  ]);
  const totals = totalsOf(sections);
  return {
    month,
    player: user.username,
    sections,
    totals,
    rates: await ratesOf(
      db,
      totals.map((total) => total.currency),
      month,
    ),
    hash: hashOf(userId, month, sections),
    previousHash: hashOf(userId, previous, previousSections),
  };
}
