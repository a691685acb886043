import * as v from 'valibot';
import { firstIssue } from '../test/first-issue';
import {
  balanceTransferSchema,
  cashFlowSchema,
  changeBalanceSchema,
  depositBookingSchema,
  depositRequestSchema,
  holdSchema,
  payoutRequestSchema,
  personalFundsPayloadSchema,
  personalFundsSchema,
  reviewSchema,
  toPersonalFundsPayload,
  transferConfirmationSchema,
} from './accounting';

const link = 'https://prnt.sc/abc';
const transfer = {
  player_comment: link,
  player_comment2: '',
  amount_before_transfer: 100,
  fee: 1.45,
  fee_percentage: 1.45,
  change_balance: true,
  screenshot_required: true,
};
const funds = { account_record: 1, type: 'cashout', comment: link, amount: 50 };
const transferBetween = {
  cashout_account_record: 1,
  deposit_account_record: 2,
  comment: link,
  deposit_scr: link,
  amount: 10,
  change_balance: false,
};

type Case = [string, v.GenericSchema, unknown, [string | null, string] | null];

const cases: Case[] = [
  ['transfer ok', transferConfirmationSchema, transfer, null],
  [
    'transfer no screenshot',
    transferConfirmationSchema,
    { ...transfer, player_comment: '' },
    ['player_comment', 'Скриншот обязательное поле'],
  ],
  [
    'transfer bad link',
    transferConfirmationSchema,
    { ...transfer, player_comment: 'abc' },
    ['player_comment', 'Некорректная ссылка'],
  ],
  [
    'transfer bad link 2',
    transferConfirmationSchema,
    { ...transfer, player_comment2: 'abc' },
    ['player_comment2', 'Некорректная ссылка'],
  ],
  [
    'transfer comma',
    transferConfirmationSchema,
    { ...transfer, amount_before_transfer: '100,5' },
    ['amount_before_transfer', 'Дробь через точку'],
  ],
  [
    'transfer decimal string',
    transferConfirmationSchema,
    { ...transfer, amount_before_transfer: '100.5' },
    null,
  ],
  [
    'transfer text',
    transferConfirmationSchema,
    { ...transfer, amount_before_transfer: 'сто' },
    ['amount_before_transfer', 'Дробь через точку'],
  ],
  [
    'transfer thousands separator',
    transferConfirmationSchema,
    { ...transfer, amount_before_transfer: '1,050.00' },
    ['amount_before_transfer', 'Введите сумму без разделителя тысяч, например 1050.00'],
  ],
  [
    'transfer balance over the maximum',
    transferConfirmationSchema,
    { ...transfer, amount_before_transfer: '1000000000.01' },
    ['amount_before_transfer', 'Не больше 1\u00a0000\u00a0000\u00a0000.00'],
  ],
  [
    'transfer negative',
    transferConfirmationSchema,
    { ...transfer, amount_before_transfer: -1 },
    ['amount_before_transfer', 'Должно быть положительное число'],
  ],
  [
    'transfer fee negative',
    transferConfirmationSchema,
    { ...transfer, fee: -0.01 },
    ['fee', 'Должно быть положительное число'],
  ],
  [
    'transfer pct low',
    transferConfirmationSchema,
    { ...transfer, fee_percentage: -1 },
    ['fee_percentage', 'Комиссия не может быть меньше 0%'],
  ],
  [
    'transfer pct high',
    transferConfirmationSchema,
    { ...transfer, fee_percentage: 6 },
    ['fee_percentage', 'Комиссия не может быть выше 5.99%'],
  ],
  ['transfer pct max', transferConfirmationSchema, { ...transfer, fee_percentage: 5.99 }, null],
  [
    'transfer pct format',
    transferConfirmationSchema,
    { ...transfer, fee_percentage: 1.455 },
    ['fee_percentage', 'Формат 0.00'],
  ],
  [
    'transfer extra key',
    transferConfirmationSchema,
    { ...transfer, admin: true },
    ['admin', 'Неизвестное поле'],
  ],
  ['hold ok', holdSchema, { change_balance: false }, null],
  ['hold missing', holdSchema, {}, ['change_balance', 'Обязательное поле']],
  ['change balance ok', changeBalanceSchema, { account_record: 1, balance: 0, tournaments_count: 40 }, null],
  [
    'change balance 41',
    changeBalanceSchema,
    { account_record: 1, balance: 0, tournaments_count: 41 },
    ['tournaments_count', 'Максимум 40'],
  ],
  [
    'change balance empty',
    changeBalanceSchema,
    { account_record: 1, balance: '', tournaments_count: 1 },
    ['balance', 'Обязательное поле'],
  ],
  [
    'change balance negative',
    changeBalanceSchema,
    { account_record: 1, balance: -5, tournaments_count: 1 },
    ['balance', 'Должно быть положительное число'],
  ],
  ['transfer between ok', balanceTransferSchema, transferBetween, null],
  [
    'transfer between no target',
    balanceTransferSchema,
    { ...transferBetween, deposit_account_record: null },
    ['deposit_account_record', 'Обязательное поле'],
  ],
  [
    'transfer between scr',
    balanceTransferSchema,
    { ...transferBetween, deposit_scr: 'x' },
    ['deposit_scr', 'Некорректная ссылка'],
  ],
  ['deposit ok', depositRequestSchema, { account_record: 1, amount: 100 }, null],
  [
    'deposit of 0 (issue 35)',
    depositRequestSchema,
    { account_record: 1, amount: 0 },
    ['amount', 'Минимальная сумма 0.01'],
  ],
  [
    'transfer between of 0 (issue 35)',
    balanceTransferSchema,
    { ...transferBetween, amount: '0.00' },
    ['amount', 'Минимальная сумма 0.01'],
  ],
  [
    'deposit no amount',
    depositRequestSchema,
    { account_record: 1, comment: 'x' },
    ['amount', 'Обязательное поле'],
  ],
  ['funds ok', personalFundsSchema('50.00'), funds, null],
  ['funds over balance', personalFundsSchema('49.99'), funds, ['amount', 'Должно быть не больше баланса']],
  ['funds deposit over balance', personalFundsSchema(0), { ...funds, type: 'deposit' }, null],
  ['funds tiny', personalFundsSchema(100), { ...funds, amount: 0 }, ['amount', 'Минимальная сумма 0.01']],
  ['funds no type', personalFundsSchema(100), { ...funds, type: '' }, ['type', 'Обязательное поле']],
  [
    'funds bad comment',
    personalFundsSchema(100),
    { ...funds, comment: 'abc' },
    ['comment', 'Некорректная ссылка'],
  ],
  ['funds payload cashout', personalFundsPayloadSchema, { ...funds, amount: -50 }, null],
  ['funds payload positive cashout', personalFundsPayloadSchema, funds, ['amount', 'Некорректное значение']],
  ['funds payload tiny', personalFundsPayloadSchema, { ...funds, amount: -0.001 }, ['amount', 'Формат 0.00']],
  ['payout ok', payoutRequestSchema, [{ account_record_id: 1, screenshot: link, screenshot2: link }], null],
  [
    'payout no screenshot',
    payoutRequestSchema,
    [{ account_record_id: 1, screenshot: '' }],
    ['0.screenshot', 'Обязательное поле'],
  ],
  ['payout empty', payoutRequestSchema, [], [null, 'Выберите хотя бы один рум']],
  ['review ok', reviewSchema, { review: 'Спасибо' }, null],
  ['review empty', reviewSchema, { review: '  ' }, ['review', 'Обязательное поле']],
  ['review long', reviewSchema, { review: 'a'.repeat(1001) }, ['review', 'Максимум 1000 символов']],
  ['cash flow ok', cashFlowSchema, { account_record: 1, amount: 10, is_payout: true, comment: link }, null],
  [
    'cash flow bool',
    cashFlowSchema,
    { account_record: 1, amount: 10, is_payout: 'yes', comment: link },
    ['is_payout', 'Должно быть да или нет'],
  ],
  ['booking ok', depositBookingSchema, { deposit_id: 5 }, null],
  [
    'booking string id',
    depositBookingSchema,
    { deposit_id: '5' },
    ['deposit_id', 'Некорректный идентификатор'],
  ],
];

describe('accounting schemas (spec 01 §5)', () => {
  it.each(cases)('%s', (_, schema, input, expected) => {
    expect(firstIssue(schema, input)).toEqual(expected);
  });

  it('negates a cashout for the server, exactly', () => {
    const form = v.parse(personalFundsSchema(100), funds);
    expect(toPersonalFundsPayload(form).amount).toBe('-50');
    expect(toPersonalFundsPayload({ ...form, type: 'deposit' }).amount).toBe('50');
    expect(toPersonalFundsPayload({ ...form, amount: '0.10' }).amount).toBe('-0.10');
  });

  it('parses amounts to exact decimal strings; never a float on the way', () => {
    const parse = (amount: unknown) => v.safeParse(depositRequestSchema, { account_record: 1, amount });
    expect(parse('99999999.99').output).toEqual({ account_record: 1, amount: '99999999.99' });
    expect(parse(0.1).output).toEqual({ account_record: 1, amount: '0.1' });
    expect(parse(' 12.50 ').output).toEqual({ account_record: 1, amount: '12.50' });
    expect(parse('00012.5').output).toEqual({ account_record: 1, amount: '12.5' });
  });

  it.each([
    ['99999999999999.99', 'Не больше 100\u00a0000\u00a0000.00'],
    [99999999999999.98, 'Не больше 100\u00a0000\u00a0000.00'],
    [1e16, 'Не больше 100\u00a0000\u00a0000.00'],
    [1e300, 'Не больше 100\u00a0000\u00a0000.00'],
    ['9'.repeat(10_000), 'Не больше 100\u00a0000\u00a0000.00'],
    ['100000000.01', 'Не больше 100\u00a0000\u00a0000.00'],
    ['1.005', 'Формат 0.00'],
    [1e-7, 'Формат 0.00'],
    ['1e3', 'Должно быть числом'],
    ['0x10', 'Должно быть числом'],
    ['1,050.00', 'Введите сумму без разделителя тысяч, например 1050.00'],
    ['1,050', 'Введите сумму без разделителя тысяч, например 1050.00'],
    ['12,5', 'Дробь через точку'],
    ['', 'Обязательное поле'],
    [null, 'Обязательное поле'],
    [true, 'Должно быть числом'],
    [Number.NaN, 'Должно быть числом'],
  ])('amount %j → %s', (amount, message) => {
    expect(firstIssue(depositRequestSchema, { account_record: 1, amount })).toEqual(['amount', message]);
  });

  it('a cashout payload is bounded below as well', () => {
    expect(firstIssue(personalFundsPayloadSchema, { ...funds, amount: '-100000000.01' })).toEqual([
      'amount',
      'Не больше 100\u00a0000\u00a0000.00',
    ]);
    expect(firstIssue(personalFundsPayloadSchema, { ...funds, amount: '-100000000' })).toBeNull();
  });
});
