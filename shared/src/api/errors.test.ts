import { errorMessages, fieldErrors, UNKNOWN_ERROR } from './errors';

describe('errorMessages (spec 01 §8, spec 02 §8)', () => {
  it.each([
    [{ success: false, error: { text: ['Перевод уже подтверждён'] } }, ['Перевод уже подтверждён']],
    [
      { error: { amount: ['Обязательное поле'], comment: ['Некорректная ссылка', 'Слишком коротко'] } },
      ['Обязательное поле', 'Некорректная ссылка', 'Слишком коротко'],
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

  it('maps field errors to their first message and skips text', () => {
    expect(fieldErrors({ error: { amount: ['a', 'b'], text: ['x'] } })).toEqual({ amount: 'a' });
    expect(fieldErrors({ detail: 'x' })).toEqual({});
  });
});
