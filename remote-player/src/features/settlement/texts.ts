import { ru } from '@fund/shared/i18n';
import { SETTLEMENT_TEXT } from '@fund/shared/schemas/settlement';
import { t as shared } from '../../ui/texts';

/** «Если рассчитаться сейчас» and the contract terms (issue 38), over the dashboard's shared texts. */
export const t = {
  ...shared,
  ...SETTLEMENT_TEXT,
  close: ru.common.close,
  kinds: ru.history.types as Record<string, string>,
  /** The line of the player's share: the terms' percentage. */
  shareOf: (share: string) => `${share} %`,
  /** A figure's rows, opened from the figure. */
  showRows: (figure: string) => `Откуда: ${figure}`,
  rowsSum: 'Сумма строк',
  noRows: 'Строк нет',
  account: ru.words.ledgerAccount,
  balances: 'Баланс: начало → конец',
  movementsSum: 'Движения',
  value: 'Результат в валюте',
  usd: 'В долларах',
  loadFailed: 'Не удалось загрузить расчёт.',
  /** The fund's payout of an accepted statement: the date (the amount follows). */
  paid: (date: string) => `Выплачено ${date}:`,
  makeupChart: 'Макап после каждой выписки и выплата по ней',
  makeupChartUnavailable: 'График не загрузился: те же цифры — в таблице ниже.',
} as const;
