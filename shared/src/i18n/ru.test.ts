import * as limits from '../limits';
import { backofficeTexts } from './backoffice/texts';
import { ru } from './ru';
import { schedulerTexts } from './scheduler/texts';

type Texts = typeof ru & { backoffice: typeof backofficeTexts };

/** The dictionaries as they read with other numbers in ../limits.ts. */
function ruWith(changed: { [name in keyof typeof limits]?: unknown }): Texts {
  let out: Texts | undefined;
  jest.isolateModules(() => {
    jest.doMock('../limits', () => ({ ...jest.requireActual('../limits'), ...changed }));
    const backoffice = (
      jest.requireActual('./backoffice/texts') as { backofficeTexts: typeof backofficeTexts }
    ).backofficeTexts;
    out = { ...(jest.requireActual('./ru') as { ru: typeof ru }).ru, backoffice };
  });
  jest.dontMock('../limits');
  return out as Texts;
}

describe('messages that state a number are built from the constant (docs/contributing.md "Words once")', () => {
  it('read as the spec words them with today’s numbers', () => {
    expect([
      ru.validation.feeMin,
      ru.validation.feeMax,
      ru.validation.minAmount,
      ru.validation.reviewMax,
      ru.validation.max40,
      ru.validation.min5Chars,
      ru.validation.topicMax,
      ru.validation.messageMax,
      ru.validation.noteMax,
      ru.validation.revisionRange,
      ru.validation.scoreRange,
      backofficeTexts.perPage,
      backofficeTexts.reasonMax,
      backofficeTexts.searchMax,
      ru.amountInput.tooLarge,
      schedulerTexts.messages.utcOffsetRange,
    ]).toEqual([
      'Комиссия не может быть меньше 0%',
      'Комиссия не может быть выше 5.99%',
      'Минимальная сумма 0.01',
      'Максимум 1000 символов',
      'Максимум 40',
      'Минимум 5 символов',
      'Тема — не больше 300 символов',
      'Сообщение — не больше 5000 символов',
      'Заметка — не больше 5000 символов',
      'Ревизия от 1 до 6',
      'Рейтинг от -2 до 2',
      'Допустимо на странице: 10, 20, 50 или 100',
      'Причина — не больше 500 символов',
      'Поиск — не больше 100 символов',
      'Слишком большая сумма: не больше 999,999,999,999.99',
      'Смещение от UTC от -720 до 840 минут',
    ]);
  });

  it('change with the constant', () => {
    const other = ruWith({
      MAX_FEE_PERCENTAGE: 7.5,
      MIN_CASH_MOVEMENT: '0.05',
      REVIEW_MAX_LENGTH: 2000,
      TOURNAMENTS_COUNT_MAX: 60,
      TEXT_LIMITS: { topic: 200, message: 4000, note: 3000 },
      BACKOFFICE_PAGE_SIZES: [25, 50],
      MAX_INPUT_AMOUNT: '1234567.89',
      RANGES: { ...limits.RANGES, revision: [1, 8] },
    });
    expect([
      other.validation.feeMax,
      other.validation.minAmount,
      other.validation.reviewMax,
      other.validation.max40,
      other.validation.topicMax,
      other.validation.messageMax,
      other.validation.noteMax,
      other.backoffice.perPage,
      other.amountInput.tooLarge,
      other.validation.revisionRange,
    ]).toEqual([
      'Комиссия не может быть выше 7.5%',
      'Минимальная сумма 0.05',
      'Максимум 2000 символов',
      'Максимум 60',
      'Тема — не больше 200 символов',
      'Сообщение — не больше 4000 символов',
      'Заметка — не больше 3000 символов',
      'Допустимо на странице: 25 или 50',
      'Слишком большая сумма: не больше 1,234,567.89',
      'Ревизия от 1 до 8',
    ]);
  });
});
