import * as v from 'valibot';
import { id, idListText, idText, isoTimestamp, MAX_ID } from './common';

const first = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message ?? null;

describe('one id rule for bodies, paths and queries', () => {
  it.each([
    [1, null],
    [MAX_ID, null],
    [MAX_ID + 1, 'Некорректный идентификатор'],
    [2 ** 63, 'Некорректный идентификатор'],
    [1e308, 'Некорректный идентификатор'],
    [0, 'Некорректный идентификатор'],
    [-1, 'Некорректный идентификатор'],
    [1.5, 'Некорректный идентификатор'],
    [Number.NaN, 'Некорректный идентификатор'],
    ['5', 'Некорректный идентификатор'],
    [undefined, 'Обязательное поле'],
  ])('body id %p → %p', (input, message) => {
    expect(first(id(), input)).toBe(message);
  });

  it.each([
    ['1', null],
    ['2147483647', null],
    ['2147483648', 'Некорректный идентификатор'],
    ['9223372036854775808', 'Некорректный идентификатор'],
    ['0', 'Некорректный идентификатор'],
    ['01', 'Некорректный идентификатор'],
    ['-1', 'Некорректный идентификатор'],
    ['1e3', 'Некорректный идентификатор'],
    ['NaN', 'Некорректный идентификатор'],
    [['1'], 'Некорректный идентификатор'],
  ])('text id %p → %p', (input, message) => {
    expect(first(idText(), input)).toBe(message);
  });

  it('a list of ids as text: each bounded, duplicates dropped', () => {
    expect(v.parse(idListText(), '3,5,3')).toEqual([3, 5]);
    expect(first(idListText(), '3,2147483648')).toBe('Некорректный идентификатор');
    expect(first(idListText(), '3,,5')).toBe('Некорректный идентификатор');
    expect(first(idListText('x', 2), '1,2,3')).toBe('x');
  });
});

describe('strict ISO timestamps (no silent rollover)', () => {
  it.each([
    ['2024-02-29T12:00:00Z', null],
    ['2024-02-30T12:00:00Z', 'Некорректная дата'],
    ['2023-02-29T12:00:00Z', 'Некорректная дата'],
    ['2024-04-31T00:00:00Z', 'Некорректная дата'],
    ['0000-01-01T00:00:00Z', 'Некорректная дата'],
    ['1899-12-31T00:00:00Z', 'Некорректная дата'],
    ['2024-13-01T00:00:00Z', 'Некорректная дата'],
    ['2024-02-30', 'Некорректная дата'],
    ['', 'Обязательное поле'],
  ])('%p → %p', (input, message) => {
    expect(first(isoTimestamp(), input)).toBe(message);
  });
});
