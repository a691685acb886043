import { schemaResolver } from '@mantine/form';
import { personalFundsSchema } from './accounting';
import { onboardingRoomSchema } from './onboarding';

/** The forms' resolver: Mantine's own, over the shared valibot schemas. */
const resolve = (schema: Parameters<typeof schemaResolver>[0]) => schemaResolver(schema, { sync: true });

describe('schemaResolver over the shared schemas shows every field error at once', () => {
  it('a wizard room row: e-mail, balance and screenshot together', () => {
    const errors = resolve(onboardingRoomSchema)({
      room_id: 1,
      room_account_id: 1,
      account_record_id: 1,
      hasEmail: true,
      room_account_name: 'Nick',
      email: '',
      balance: '',
      screenshot: '',
    });
    expect(errors).toEqual({
      email: 'Обязательное поле',
      balance: 'Обязательное поле',
      screenshot: 'Обязательное поле',
    });
  });

  it('personal funds: the link error and "Должно быть не больше баланса" together', () => {
    const errors = resolve(personalFundsSchema('10'))({
      account_record: 1,
      type: 'cashout',
      amount: 50,
      comment: 'bad',
    });
    expect(errors.comment).toBeDefined();
    expect(errors.amount).toBe('Должно быть не больше баланса');
  });

  it('keeps the first message of a field', () => {
    const errors = resolve(personalFundsSchema('10'))({
      account_record: 1,
      type: 'cashout',
      amount: -5.555,
      comment: 'https://example.com/shot.png',
    });
    expect(errors).toEqual({ amount: expect.any(String) });
  });
});
