import { ru } from '@fund/shared/i18n';

/** The onboarding wizard: the shared dictionary's words and the phone's compact stepper. */
export const t = {
  ...ru.onboarding,
  /** On a phone the wizard shows where it is in one line instead of the list of steps (issue 42). */
  stepOf: (step: number, total: number) => `Шаг ${step} из ${total}`,
} as const;
