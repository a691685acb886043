import type * as v from 'valibot';
import { firstIssue } from '../test/first-issue';
import {
  homeworkCreateSchema,
  homeworkMessageSchema,
  homeworkUpdateSchema,
  isDeadlineInRange,
  noteSchema,
  statCreateSchema,
  toStatValues,
} from './curator';

const DAY = 86_400_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const homework = { topic: 'ICM', deadline: fromNow(3 * DAY), player_ids: [1, 2] };
const stat = { player_id: 3, revision: 1, values: { '12': 25.5, '13': 0 } };

type Case = [string, v.GenericSchema, unknown, [string | null, string] | null];

const cases: Case[] = [
  ['note ok', noteSchema, { note_type: 1, text: 'Хорошо играет' }, null],
  ['note no type', noteSchema, { note_type: null, text: 'x' }, ['note_type', 'Обязательное поле']],
  ['note blank', noteSchema, { note_type: 1, text: ' ' }, ['text', 'Обязательное поле']],
  ['homework ok', homeworkCreateSchema, homework, null],
  ['homework no topic', homeworkCreateSchema, { ...homework, topic: '' }, ['topic', 'Обязательное поле']],
  [
    'homework bad deadline',
    homeworkCreateSchema,
    { ...homework, deadline: '05.03.2024' },
    ['deadline', 'Некорректная дата'],
  ],
  [
    'homework deadline in the past',
    homeworkCreateSchema,
    { ...homework, deadline: '2024-03-05T00:00:00.000Z' },
    ['deadline', 'Дедлайн — от сегодняшнего дня до года вперёд'],
  ],
  [
    'homework deadline in year 9999',
    homeworkCreateSchema,
    { ...homework, deadline: '9999-12-31T00:00:00.000Z' },
    ['deadline', 'Дедлайн — от сегодняшнего дня до года вперёд'],
  ],
  [
    'updated deadline two years ahead',
    homeworkUpdateSchema,
    { deadline: fromNow(730 * DAY) },
    ['deadline', 'Дедлайн — от сегодняшнего дня до года вперёд'],
  ],
  ['updated deadline in 300 days', homeworkUpdateSchema, { deadline: fromNow(300 * DAY) }, null],
  [
    'homework no players',
    homeworkCreateSchema,
    { ...homework, player_ids: [] },
    ['player_ids', 'Выберите хотя бы одного студента'],
  ],
  ['update ok', homeworkUpdateSchema, { is_closed: true }, null],
  ['update empty', homeworkUpdateSchema, {}, [null, 'Нет изменений']],
  ['update bad flag', homeworkUpdateSchema, { is_completed: 1 }, ['is_completed', 'Должно быть да или нет']],
  ['message ok', homeworkMessageSchema, { text: 'Готово' }, null],
  ['message empty', homeworkMessageSchema, { text: '' }, ['text', 'Обязательное поле']],
  ['message at the limit', homeworkMessageSchema, { text: 'я'.repeat(5000) }, null],
  [
    'message over the limit',
    homeworkMessageSchema,
    { text: 'я'.repeat(5001) },
    ['text', 'Сообщение — не больше 5000 символов'],
  ],
  ['topic at the limit', homeworkCreateSchema, { ...homework, topic: 't'.repeat(300) }, null],
  [
    'topic over the limit',
    homeworkCreateSchema,
    { ...homework, topic: 't'.repeat(100_000) },
    ['topic', 'Тема — не больше 300 символов'],
  ],
  [
    'updated topic over the limit',
    homeworkUpdateSchema,
    { topic: 't'.repeat(301) },
    ['topic', 'Тема — не больше 300 символов'],
  ],
  ['note at the limit', noteSchema, { note_type: 1, text: 'n'.repeat(5000) }, null],
  [
    'note over the limit',
    noteSchema,
    { note_type: 1, text: 'n'.repeat(5001) },
    ['text', 'Заметка — не больше 5000 символов'],
  ],
  ['stat ok', statCreateSchema, stat, null],
  ['stat revision', statCreateSchema, { ...stat, revision: 7 }, ['revision', 'Ревизия от 1 до 6']],
  [
    'stat text value',
    statCreateSchema,
    { ...stat, values: { '12': 'abc' } },
    ['values.12', 'Должно быть числом'],
  ],
  [
    'stat bad key',
    statCreateSchema,
    { ...stat, values: { name: 1 } },
    ['values.name', 'Некорректный идентификатор'],
  ],
  ['stat no values', statCreateSchema, { ...stat, values: {} }, ['values', 'Заполните хотя бы одно поле']],
];

describe('curator schemas (spec 02 §5)', () => {
  it.each(cases)('%s', (_, schema, input, expected) => {
    expect(firstIssue(schema, input)).toEqual(expected);
  });

  it('a deadline lies from today (any time zone: 24 hours back) to a year and a day ahead', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    expect(isDeadlineInRange('2026-11-26T15:00:00Z', now)).toBe(true);
    expect(isDeadlineInRange('2026-11-26T14:59:00Z', now)).toBe(false);
    expect(isDeadlineInRange('2027-11-28T15:00:00Z', now)).toBe(true);
    expect(isDeadlineInRange('2027-11-28T15:01:00Z', now)).toBe(false);
  });

  it('sends only non-empty stat fields, as numbers', () => {
    expect(toStatValues({ '1': '', '2': ' 3.5 ', '3': null, '4': 0, '5': 'x' })).toEqual({
      '2': 3.5,
      '4': 0,
      '5': 'x',
    });
  });
});
