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
  ])('%j → %j', (input, expected) => {
    expect(firstIssue(accountingHistorySchema, input)).toEqual(expected);
  });
});
