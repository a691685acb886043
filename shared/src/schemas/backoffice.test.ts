import * as v from 'valibot';
import { firstIssue } from '../test/first-issue';
import {
  auditQuery,
  cashFlowsQuery,
  createMessageSchema,
  createTransferSchema,
  processDepositSchema,
  rejectSchema,
  settlePayoutSchema,
  transfersQuery,
  updateMessageSchema,
  usersQuery,
} from './backoffice';

describe('back-office queue queries', () => {
  it('defaults: pending, page 1, 20 per page; transfers default to all', () => {
    expect(v.parse(cashFlowsQuery, {})).toEqual({ page: 1, per_page: 20, status: 'pending' });
    expect(v.parse(transfersQuery, { player: '3', per_page: '50' })).toEqual({
      page: 1,
      per_page: 50,
      player: 3,
      status: 'all',
    });
  });

  it.each([
    [{ status: 'all', date_from: '2024-01-01', date_to: '2024-01-01' }, null],
    [{ status: 'done' }, ['status', 'Некорректное значение']],
    [{ player: '0' }, ['player', 'Некорректный идентификатор']],
    [{ page: '0' }, ['page', 'Некорректный номер страницы']],
    [{ per_page: '7' }, ['per_page', 'Допустимо на странице: 10, 20, 50 или 100']],
    [{ date_from: '2024-02-30' }, ['date_from', 'Формат даты ГГГГ-ММ-ДД']],
    [{ date_from: '2024-02-02', date_to: '2024-01-01' }, ['date_to', 'Дата начала позже даты окончания']],
    [{ owner: '1' }, ['owner', 'Неизвестное поле']],
  ])('%j → %j', (input, expected) => {
    expect(firstIssue(cashFlowsQuery, input)).toEqual(expected);
  });

  it.each([
    [{ action: 'cash_flow.approve', entity: 'cash_flow', actor: '1' }, null],
    [{ action: 'drop' }, ['action', 'Некорректное значение']],
    [{ date_from: '2024-03-01', date_to: '2024-02-01' }, ['date_to', 'Дата начала позже даты окончания']],
  ])('audit %j → %j', (input, expected) => {
    expect(firstIssue(auditQuery, input)).toEqual(expected);
  });

  it('users: active is a boolean text', () => {
    expect(v.parse(usersQuery, { active: 'false', role: 'curator' })).toMatchObject({ active: false });
    expect(firstIssue(usersQuery, { active: '1' })).toEqual(['active', 'Должно быть да или нет']);
  });
});

describe('back-office bodies', () => {
  it.each([
    [rejectSchema, { reason: 'Нет скриншота' }, null],
    [rejectSchema, { reason: '  ' }, ['reason', 'Обязательное поле']],
    [rejectSchema, { reason: 'x'.repeat(501) }, ['reason', 'Причина — не больше 500 символов']],
    [processDepositSchema, {}, null],
    [processDepositSchema, { amount: '0' }, ['amount', 'Минимальная сумма 0.01']],
    [processDepositSchema, { amount: 1e-7 }, ['amount', 'Формат 0.00']],
    [settlePayoutSchema, { items: [{ account_record_id: 1, amount: '0' }] }, null],
    [settlePayoutSchema, { items: [] }, ['items', 'Обязательное поле']],
    [
      settlePayoutSchema,
      { items: [{ account_record_id: 1, amount: '-1' }] },
      ['items.0.amount', 'Не может быть меньше 0'],
    ],
    [
      createTransferSchema,
      { sender_account_record_id: 1, receiver_account_record_id: 2, amount: '10.50' },
      null,
    ],
    [
      createTransferSchema,
      { sender_account_record_id: 1, receiver_account_record_id: 2, amount: '1,050.00' },
      ['amount', 'Введите сумму без разделителя тысяч, например 1050.00'],
    ],
    [createMessageSchema, { type: 'info', text: 'Привет' }, null],
    [createMessageSchema, { type: 'loud', text: 'Привет' }, ['type', 'Некорректное значение']],
    [updateMessageSchema, {}, [null, 'Нет изменений']],
  ] as const)('case %#', (schema, input, expected) => {
    expect(firstIssue(schema as v.GenericSchema, input)).toEqual(expected);
  });

  it('a money amount stays an exact decimal string', () => {
    expect(
      v.parse(settlePayoutSchema, { items: [{ account_record_id: 1, amount: 10.5 }] }).items[0]?.amount,
    ).toBe('10.5');
  });
});
