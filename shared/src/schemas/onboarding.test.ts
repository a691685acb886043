import * as v from 'valibot';
import { firstIssue } from '../test/first-issue';
import {
  onboardingFormSchema,
  onboardingPayloadSchema,
  onboardingRoomSchema,
  onboardingStep0Schema,
  onboardingStep1Schema,
  toOnboardingPayload,
} from './onboarding';

const room = {
  room_id: 3,
  room_account_id: 10,
  account_record_id: 20,
  hasEmail: true,
  room_account_name: 'shark',
  email: 'me@x.io',
  balance: 100.5,
  screenshot: 'https://prnt.sc/1',
};
const survey = Array.from({ length: 10 }, (_, i) => ({ question: `Q${i}`, answer: 'A' }));
const skrill = { no_skrill: false, skrill_usd: 'u@x.io', skrill_eur: 'e@x.io', skrill_residence_id: 2 };
const form = {
  birthday: '05.03.1990',
  telegram: '@me',
  residence_country_id: 1,
  ...skrill,
  rooms: [room],
  survey,
};

describe('onboarding schemas (spec 01 §5)', () => {
  it.each([
    [{ birthday: '05.03.1990', residence_country_id: 1, other: 'ignored' }, null],
    [{ birthday: '', residence_country_id: 1 }, ['birthday', 'Обязательное поле']],
    [{ birthday: '1990-03-05', residence_country_id: 1 }, ['birthday', 'Формат даты дд.мм.гггг']],
    [{ birthday: '31.02.1990', residence_country_id: 1 }, ['birthday', 'Некорректная дата']],
    [{ birthday: '01.01.2999', residence_country_id: 1 }, ['birthday', 'Некорректная дата']],
    [{ birthday: '05.03.1990', residence_country_id: null }, ['residence_country_id', 'Обязательное поле']],
    [{ birthday: '05.03.1990' }, ['residence_country_id', 'Обязательное поле']],
  ])('step 0: %j → %j', (input, expected) => {
    expect(firstIssue(onboardingStep0Schema, input)).toEqual(expected);
  });

  it.each([
    [skrill, null],
    [{ no_skrill: true, skrill_usd: '', skrill_eur: null, skrill_residence_id: null }, null],
    [{ ...skrill, skrill_usd: '' }, ['skrill_usd', 'Обязательное поле']],
    [{ ...skrill, skrill_eur: 'nope' }, ['skrill_eur', 'Некорректный e-mail']],
    [{ ...skrill, skrill_residence_id: null }, ['skrill_residence_id', 'Обязательное поле']],
    [{ ...skrill, no_skrill: undefined }, ['no_skrill', 'Обязательное поле']],
    [{ ...skrill, no_skrill: 'no' }, ['no_skrill', 'Должно быть да или нет']],
    [{ ...skrill, skrill_usd: 5 }, ['skrill_usd', 'Некорректное значение']],
    [{ ...skrill, skrill_eur: { at: 'x' } }, ['skrill_eur', 'Некорректное значение']],
    [{ ...skrill, skrill_usd: ['u@x.io'] }, ['skrill_usd', 'Некорректное значение']],
  ])('step 1: %j → %j', (input, expected) => {
    expect(firstIssue(onboardingStep1Schema, input)).toEqual(expected);
  });

  it.each([
    [room, null],
    [{ ...room, room_account_name: '', email: '', balance: '', screenshot: '' }, null],
    [{ ...room, hasEmail: false, email: '' }, null],
    [{ ...room, email: '' }, ['email', 'Обязательное поле']],
    [{ ...room, email: 'a@b' }, ['email', 'Минимум 5 символов']],
    [{ ...room, balance: '' }, ['balance', 'Обязательное поле']],
    [{ ...room, balance: -1 }, ['balance', 'Должно быть положительное число']],
    [{ ...room, balance: 'abc' }, ['balance', 'Должно быть числом']],
    [{ ...room, screenshot: '' }, ['screenshot', 'Обязательное поле']],
    [{ ...room, screenshot: 'not a link' }, ['screenshot', 'Некорректная ссылка']],
    [{ ...room, surprise: 1 }, ['surprise', 'Неизвестное поле']],
  ])('room: %j → %j', (input, expected) => {
    expect(firstIssue(onboardingRoomSchema, input)).toEqual(expected);
  });

  it.each([
    [form, null],
    [
      { ...form, survey: survey.map((q, i) => (i === 7 ? { ...q, answer: ' ' } : q)) },
      ['survey.7.answer', 'Ответ обязателен'],
    ],
    [{ ...form, survey: survey.slice(1) }, ['survey', 'Нужно ответить на 10 вопросов']],
    [{ ...form, skrill_usd: '' }, ['skrill_usd', 'Обязательное поле']],
    [{ ...form, skrill_eur: 12345 }, ['skrill_eur', 'Некорректное значение']],
    [{ ...form, rooms: [{ ...room, screenshot: '' }] }, ['rooms.0.screenshot', 'Обязательное поле']],
  ])('whole form: case %#', (input, expected) => {
    expect(firstIssue(onboardingFormSchema, input)).toEqual(expected);
  });

  it('reports cross-field errors together with the others', () => {
    const issues = v.safeParse(onboardingFormSchema, { ...form, birthday: '', skrill_eur: '' }).issues ?? [];
    expect(issues.map((issue) => v.getDotPath(issue))).toEqual(['birthday', 'skrill_eur']);
  });

  it('converts the form to the API payload, which wants an ISO birthday', () => {
    const payload = toOnboardingPayload(v.parse(onboardingFormSchema, form));
    expect(payload.birthday).toBe('1990-03-05');
    expect(firstIssue(onboardingPayloadSchema, payload)).toBeNull();
    expect(firstIssue(onboardingPayloadSchema, form)).toEqual(['birthday', 'Формат даты ГГГГ-ММ-ДД']);
  });
});
