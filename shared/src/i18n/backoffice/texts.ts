import { BACKOFFICE_LIMITS, BACKOFFICE_PAGE_SIZES, notLonger, oneOf, ru } from '../ru';

const { words } = ru;

/**
 * The staff's forms and filters (the back-office contract, issue 16), apart from ru.ts so that the host's
 * first view does not carry them: schemas/backoffice.ts reads them (`BACKOFFICE_TEXT`).
 */
export const backofficeTexts = {
  badDateRange: 'Дата начала позже даты окончания',
  reasonMax: notLonger(words.reason, BACKOFFICE_LIMITS.reason),
  messageMax: notLonger(words.message, BACKOFFICE_LIMITS.message),
  commentMax: notLonger(words.comment, BACKOFFICE_LIMITS.reason),
  perPage: `Допустимо на странице: ${oneOf(BACKOFFICE_PAGE_SIZES)}`,
  /** A queue's keyset cursor (`after`) that is not a row id. */
  cursor: 'Некорректный курсор страницы: ожидается id последней строки предыдущей страницы',
  searchMax: notLonger(words.search, BACKOFFICE_LIMITS.search),
} as const;
