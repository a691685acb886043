import { onboardingFormSchema, toOnboardingPayload } from '@fund/shared/schemas/onboarding';
import * as v from 'valibot';
import {
  clearDraft,
  DRAFT_KEY,
  firstErrorStep,
  gateErrors,
  initialValues,
  loadDraft,
  saveDraft,
  stepOfField,
} from './form-model';

const accounts = [
  {
    room_id: 14,
    room_name: 'GGPoker',
    room_description: '',
    room_account_id: 5,
    account_record_id: 5,
    room_account_name: 'NewbieGG',
    hasEmail: true,
  },
];

describe('onboarding wizard model', () => {
  it('starts with a block per account and the 10 survey questions', () => {
    const values = initialValues(accounts);
    expect(values.rooms[0]).toMatchObject({ room_account_name: 'NewbieGG', hasEmail: true, balance: '' });
    expect(values.survey).toHaveLength(10);
  });

  it('gates step 0 on birthday and country, step 1 on Skrill, and lets steps 2-4 pass', () => {
    const values = initialValues(accounts);
    expect(gateErrors(0, values)).toEqual({
      birthday: 'Обязательное поле',
      residence_country_id: 'Обязательное поле',
    });
    expect(gateErrors(0, { ...values, birthday: '21.07.1998', residence_country_id: 1 })).toEqual({});
    expect(gateErrors(1, values)).toMatchObject({ skrill_usd: 'Обязательное поле' });
    expect(gateErrors(1, { ...values, no_skrill: true })).toEqual({});
    expect(gateErrors(2, values)).toEqual({});
    expect(gateErrors(3, values)).toEqual({});
  });

  it('maps a field to its step', () => {
    expect(
      ['birthday', 'skrill_eur', 'rooms.0.balance', 'survey.4.answer', 'survey.5.answer'].map(stepOfField),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(firstErrorStep(['survey.7.answer', 'rooms.0.email'])).toBe(2);
    expect(firstErrorStep([])).toBeNull();
  });

  it('a filled form becomes the payload of spec 01 §3 with an ISO birthday', () => {
    const values = {
      ...initialValues(accounts),
      birthday: '21.07.1998',
      residence_country_id: 1,
      no_skrill: true,
      survey: initialValues(accounts).survey.map((q) => ({ ...q, answer: 'Да' })),
    };
    // The nickname is prefilled, so its e-mail, balance and screenshot are required.
    expect(v.safeParse(onboardingFormSchema, values).issues?.map((i) => v.getDotPath(i))).toEqual([
      'rooms.0.email',
      'rooms.0.balance',
      'rooms.0.screenshot',
    ]);
    values.rooms = [
      { ...values.rooms[0]!, email: 'me@mail.ru', balance: 50, screenshot: 'https://prnt.sc/x' },
    ];
    const payload = toOnboardingPayload(v.parse(onboardingFormSchema, values));
    expect(payload.birthday).toBe('1998-07-21');
    expect(payload.rooms[0]?.room_account_name).toBe('NewbieGG');
  });
});

describe('wizard draft (a reload mid-wizard keeps what was typed)', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  };

  it('restores the values and the step', () => {
    const storage = memory();
    const values = { ...initialValues(accounts), birthday: '21.07.1998', telegram: '@me' };
    saveDraft(values, 2, storage);
    expect(loadDraft(accounts, storage)).toEqual({ values, step: 2 });
    clearDraft(storage);
    expect(loadDraft(accounts, storage)).toBeNull();
  });

  it('ignores a draft for other accounts or a broken one', () => {
    const storage = memory();
    saveDraft(initialValues(accounts), 1, storage);
    expect(loadDraft([{ ...accounts[0]!, account_record_id: 99 }], storage)).toBeNull();
    storage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(accounts, storage)).toBeNull();
  });
});
