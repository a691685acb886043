import { errorMessages, fieldErrors, generalMessages, UNKNOWN_ERROR } from './errors';

describe('errorMessages (spec 01 §8, spec 02 §8)', () => {
  it.each([
    [
      { success: false, error: { messages: ['Перевод уже подтверждён'], fields: {} } },
      ['Перевод уже подтверждён'],
    ],
    [
      {
        success: false,
        error: {
          messages: ['Нет изменений'],
          fields: { amount: ['Обязательное поле'], comment: ['Некорректная ссылка', 'Слишком коротко'] },
        },
      },
      ['Нет изменений', 'Обязательное поле', 'Некорректная ссылка', 'Слишком коротко'],
    ],
    [
      { success: false, error: { messages: [], fields: { text: ['Обязательное поле'] } } },
      ['Обязательное поле'],
    ],
    // A body of the spec's older shape (an API of the previous release during a rolling deploy).
    [{ error: { text: ['Недостаточно средств'] } }, ['Недостаточно средств']],
    [
      { error: { amount: ['Обязательное поле'], comment: ['Слишком коротко'] } },
      ['Обязательное поле', 'Слишком коротко'],
    ],
    [{ detail: 'Не найдено.' }, ['Не найдено.']],
    [{ error: 'Сбой' }, ['Сбой']],
    [{}, [UNKNOWN_ERROR]],
    [null, [UNKNOWN_ERROR]],
    ['<html>502</html>', [UNKNOWN_ERROR]],
    ['Internal Server Error', [UNKNOWN_ERROR]],
    ['Сервис перегружен', ['Сервис перегружен']],
    [{ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, []],
  ])('%j → %j', (body, expected) => {
    expect(errorMessages(body as never)).toEqual(expected);
  });

  it('maps field errors to their first message, a field named text too, never a general message', () => {
    expect(fieldErrors({ error: { messages: ['m'], fields: { amount: ['a', 'b'], text: ['x'] } } })).toEqual({
      amount: 'a',
      text: 'x',
    });
    expect(fieldErrors({ detail: 'x' })).toEqual({});
    // The older shape: its fields, its general `text` list not.
    expect(fieldErrors({ error: { amount: ['a'], text: ['general'] } })).toEqual({ amount: 'a' });
    expect(generalMessages({ error: { amount: ['a'], text: ['general'] } })).toEqual(['general']);
    expect(generalMessages({ error: { messages: ['m'], fields: { text: ['x'] } } })).toEqual(['m']);
  });
});
