import { firstIssue } from '../test/first-issue';
import { accountingHistorySchema } from './history';

const ok = { rooms: [14, 23], cashflow: true, transfers: false, period: 'bundle' };

describe('accounting history body (spec 02 §7)', () => {
  it.each([
    [ok, null],
    [{ ...ok, rooms: [] }, null],
    [{ ...ok, period: 'month' }, ['period', 'Некорректное значение']],
    [{ ...ok, rooms: [0] }, ['rooms.0', 'Некорректный идентификатор']],
    [{ ...ok, rooms: 14 }, ['rooms', 'Некорректное значение']],
    [{ ...ok, transfers: 1 }, ['transfers', 'Должно быть да или нет']],
    [{ ...ok, cashflow: undefined }, ['cashflow', 'Обязательное поле']],
    [{ ...ok, owner: 2 }, ['owner', 'Неизвестное поле']],
    [{ ...ok, limit: 100, offset: 20, after: '2026-11-20T10:00:00.000Z|lm-12' }, null],
    [{ ...ok, limit: 0 }, ['limit', 'Допустимо от 1 до 100']],
    [{ ...ok, limit: 101 }, ['limit', 'Допустимо от 1 до 100']],
    [{ ...ok, limit: 1.5 }, ['limit', 'Должно быть целым числом']],
    [{ ...ok, offset: -1 }, ['offset', 'Некорректное значение']],
    [{ ...ok, offset: 100_001 }, ['offset', 'Некорректное значение']],
    [{ ...ok, after: 'abc' }, ['after', 'Некорректное значение']],
    [{ ...ok, after: '2026-02-30T10:00:00.000Z|lm-12' }, ['after', 'Некорректное значение']],
    [{ ...ok, after: '2026-11-20T10:00:00.000Z|xx-12' }, ['after', 'Некорректное значение']],
    [{ ...ok, after: '2026-11-20T10:00:00.000Z|lm-99999999999' }, ['after', 'Некорректное значение']],
    [{ ...ok, after: 12 }, ['after', 'Некорректное значение']],
  ])('%j → %j', (input, expected) => {
    expect(firstIssue(accountingHistorySchema, input)).toEqual(expected);
  });
});
