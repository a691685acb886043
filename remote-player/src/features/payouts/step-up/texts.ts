/**
 * The payout dialog's step-up (issue 41 item 2): apart from ../texts.ts, which the dashboard's first
 * view carries, so that they load with the dialog only.
 */
export const stepUpTexts = {
  password: 'Пароль для подтверждения',
  code: 'Код подтверждения из приложения',
  hint: 'Деньги уходят из фонда только после подтверждения: паролем или, если включена двухфакторная защита, кодом из приложения.',
} as const;
