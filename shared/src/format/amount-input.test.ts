import { ru } from '../i18n/ru';
import { amountInputError, parseAmountInput, withAmountChecks } from './amount-input';

describe('parseAmountInput', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['1050', 1050],
    ['1,050.00', 1050],
    ['12,345,678.9', 12345678.9],
    ['0.05', 0.05],
    ['-1,000', -1000],
    ['999,999,999,999.99', 999999999999.99],
  ])('%j → %j', (text, expected) => {
    expect(parseAmountInput(text)).toBe(expected);
  });

  it.each([
    ['1,05', '1,05'],
    ['1,050,0', '1,050,0'],
    ['abc', 'abc'],
    ['12.', '12.'],
    ['99999999999999999999', '99999999999999999999'],
    ['1,000,000,000,000', '1000000000000'],
  ])('keeps %j as text (%j) for the form to refuse', (text, expected) => {
    expect(parseAmountInput(text)).toBe(expected);
  });
});

describe('amountInputError', () => {
  it.each([
    ['99999999999999999999', ru.amountInput.tooLarge],
    [1e20, ru.amountInput.tooLarge],
    [Number.POSITIVE_INFINITY, ru.amountInput.tooLarge],
    ['1,05', ru.amountInput.commaMisuse],
    [1050, null],
    ['', null],
    ['abc', null],
    [999999999999.99, null],
  ])('%j → %j', (value, expected) => {
    expect(amountInputError(value)).toBe(expected);
  });
});

describe('withAmountChecks', () => {
  it('adds the amount error over the schema error, and only for the listed paths', () => {
    const validate = withAmountChecks(
      () => ({ 'rooms.0.balance': 'Должно быть числом' }),
      ['rooms.0.balance', 'fee'],
    );
    expect(validate({ rooms: [{ balance: '99999999999999999999' }], fee: 1 })).toEqual({
      'rooms.0.balance': ru.amountInput.tooLarge,
    });
  });
});
