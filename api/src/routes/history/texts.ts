import { ru } from '@fund/shared/i18n';
import { exportTexts } from '@fund/shared/i18n/exports';

const { words } = ru;

/**
 * The monthly statement's texts (issue 40, docs/api.md "Monthly statement"): the PDF's words and
 * the refusals of its routes. Apart from api/src/texts.ts so the statement's many words stay
 * beside the one feature that prints them.
 */
export const statementTexts = {
  /** The fund's name on every statement. */
  fund: words.fund,
  title: 'Выписка по счетам',
  /** The file's name: `выписка_2026-10.pdf`. */
  file: exportTexts.statementFile,
  player: words.player,
  period: words.period,
  made: 'Дата формирования',
  page: (n: number, of: number) => `Стр. ${n} из ${of}`,
  notClosed: exportTexts.openMonth,
  account: (room: string, name: string, currency: string) => `${room} · ${name} · ${currency}`,
  personalFunds: (currency: string) => `Личные средства · ${currency}`,
  opening: 'Баланс на начало периода',
  closing: 'Баланс на конец периода',
  snapshotNote: 'Баланс счёта — последний отчёт о балансе до начала и до конца периода.',
  other: 'Изменение баланса вне движений (результат игры)',
  noMovements: 'Движений за период нет.',
  noAccounts: 'Счетов с движениями или балансом за период нет.',
  columns: { date: words.date, kind: 'Вид', amount: words.amount, fee: words.fee, comment: words.comment },
  incoming: 'Поступления',
  outgoing: 'Списания',
  fees: 'Комиссии',
  totals: 'Итоги по валютам (движения за период)',
  rates: 'Курсы валют',
  ratesNone: 'Суммы даны в валютах счетов, без пересчёта.',
  /** The API keeps only the current rate of a currency (forex_rates), not its history. */
  ratesClosed: 'История курсов не хранится: для закрытого периода курсы не приводятся.',
  rate: (currency: string, rate: string, day: string) => `1 ${currency} = ${rate} USD (на ${day})`,
  ratesSource: 'Источник: курсы фонда (таблица курсов личного кабинета).',
  hash: 'SHA-256 данных периода',
  previousHash: 'SHA-256 предыдущего месяца',
  /** Refusals of the month and the player. */
  badMonth: 'Месяц — в формате ГГГГ-ММ, например 2026-10.',
  futureMonth: 'Месяц ещё не начался.',
  tooEarly: 'Выписки есть с января 2000 года.',
  unknownUser: 'Игрок не найден.',
};
