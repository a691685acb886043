import { firstIssue } from '../test/first-issue';
import {
  isValidTime,
  minutesToTime,
  timeToMinutes,
  tournamentSearchSchema,
  WEEK_MINUTES,
  weekMinute,
} from './scheduler';

const filters = {
  networks: [1, 2],
  types: ['regular'],
  bounty: ['knockout', 'rebuy'],
  ratings: [2, -1],
  buyin_min: 0,
  buyin_max: 55.5,
  entries_min: null,
  entries_max: 1000,
};
const search = { filters, startTime: '09:30', startDay: 0, endTime: '21:30', endDay: 6 };

describe('tournament search (spec 02 §5)', () => {
  it.each([
    [search, null],
    [{ ...search, startTime: '24:00' }, ['startTime', 'Формат времени ЧЧ:ММ']],
    [{ ...search, endTime: '9:30' }, ['endTime', 'Формат времени ЧЧ:ММ']],
    [{ ...search, startDay: 7 }, ['startDay', 'День недели от 0 до 6']],
    [{ ...search, endDay: 1.5 }, ['endDay', 'Должно быть целым числом']],
    [{ ...search, filters: { ...filters, types: ['hyper'] } }, ['filters.types.0', 'Некорректное значение']],
    [
      { ...search, filters: { ...filters, bounty: ['freezeout', 'pko'] } },
      ['filters.bounty.1', 'Некорректное значение'],
    ],
    [{ ...search, filters: { ...filters, ratings: [3] } }, ['filters.ratings.0', 'Рейтинг от -2 до 2']],
    [{ ...search, filters: { ...filters, buyin_max: -1 } }, ['filters.buyin_max', 'Не может быть меньше 0']],
    [
      { ...search, filters: { ...filters, entries_max: '100' } },
      ['filters.entries_max', 'Должно быть числом'],
    ],
    [{ ...search, filters: { ...filters, zone: 'UTC' } }, ['filters.zone', 'Неизвестное поле']],
  ])('case %#: %j', (input, expected) => {
    expect(firstIssue(tournamentSearchSchema, input)).toEqual(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['7:15', false],
    ['', false],
  ])('isValidTime(%j) = %s', (value, expected) => {
    expect(isValidTime(value)).toBe(expected);
  });
});

describe('tournament search window and limits', () => {
  it.each([
    [{ ...search, startDay: 2, startTime: '20:00', endDay: 3, endTime: '04:00' }, null],
    [{ ...search, startDay: 6, startTime: '22:00', endDay: 0, endTime: '02:00' }, null],
    [{ ...search, startDay: 3, startTime: '10:00', endDay: 3, endTime: '10:00' }, null],
    [
      { ...search, startDay: 3, startTime: '10:00', endDay: 3, endTime: '09:59' },
      ['endTime', 'Конец окна раньше начала в тот же день: выберите следующий день окончания'],
    ],
    [
      { ...search, filters: { ...filters, buyin_min: 10, buyin_max: 5 } },
      ['filters.buyin_max', 'Максимум меньше минимума'],
    ],
    [
      { ...search, filters: { ...filters, entries_min: 10, entries_max: 9 } },
      ['filters.entries_max', 'Максимум меньше минимума'],
    ],
  ])('case %#', (input, expected) => {
    expect(firstIssue(tournamentSearchSchema, input)).toEqual(expected);
  });

  it('time and week-minute helpers', () => {
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(minutesToTime(-30)).toBe('23:30');
    expect(minutesToTime(1500)).toBe('01:00');
    expect(weekMinute(6, '23:59')).toBe(WEEK_MINUTES - 1);
  });
});
