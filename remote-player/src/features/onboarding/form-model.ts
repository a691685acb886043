import { ru } from '@fund/shared/i18n';
import { onboardingStepSchemas } from '@fund/shared/schemas/onboarding';
import type { FormAccount } from '@fund/shared/schemas/onboarding-responses';
import { type FormErrors, schemaResolver } from '@mantine/form';

interface RoomValues {
  room_id: number;
  room_account_id: number;
  account_record_id: number;
  hasEmail: boolean;
  room_account_name: string;
  email: string;
  balance: number | '';
  screenshot: string;
}

export interface WizardValues {
  birthday: string;
  telegram: string;
  residence_country_id: number | null;
  no_skrill: boolean;
  skrill_usd: string;
  skrill_eur: string;
  skrill_residence_id: number | null;
  rooms: RoomValues[];
  survey: Array<{ question: string; answer: string }>;
}

export const STEP_COUNT = 5;
/** Empty form with one block per account of the form query, the nickname prefilled. */
export function initialValues(accounts: FormAccount[]): WizardValues {
  return {
    birthday: '',
    telegram: '',
    residence_country_id: null,
    no_skrill: false,
    skrill_usd: '',
    skrill_eur: '',
    skrill_residence_id: null,
    rooms: accounts.map((a) => ({
      room_id: a.room_id,
      room_account_id: a.room_account_id,
      account_record_id: a.account_record_id,
      hasEmail: a.hasEmail,
      room_account_name: a.room_account_name,
      email: '',
      balance: '',
      screenshot: '',
    })),
    survey: ru.onboarding.survey.map((question) => ({ question, answer: '' })),
  };
}

/** Errors that stop 'Дальше' on a step: birthday and country on step 0, Skrill on step 1, none after. */
export function gateErrors(step: number, values: WizardValues): FormErrors {
  const schema = onboardingStepSchemas[step as 0 | 1];
  return schema ? schemaResolver(schema, { sync: true })(values) : {};
}

/** The step where a field lives, to show the first error after a refused submit. */
export function stepOfField(path: string): number {
  if (/^(birthday|telegram|residence_country_id)/.test(path)) return 0;
  if (/^(no_skrill|skrill_)/.test(path)) return 1;
  if (path.startsWith('rooms')) return 2;
  const survey = /^survey\.(\d+)/.exec(path);
  if (survey) return Number(survey[1]) < 5 ? 3 : 4;
  return 0;
}

export function firstErrorStep(paths: readonly string[]): number | null {
  const steps = paths.map(stepOfField);
  return steps.length ? Math.min(...steps) : null;
}

/**
 * The wizard's draft survives a reload (session storage: it goes with the tab, since it holds
 * personal data). A draft whose rooms no longer match the accounts of the form is ignored.
 */
export const DRAFT_KEY = 'player.onboarding.draft';

interface Draft {
  values: WizardValues;
  step: number;
}

export function saveDraft(values: WizardValues, step: number, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify({ values, step } satisfies Draft));
  } catch {
    // A full or disabled storage only loses the draft.
  }
}

export function loadDraft(accounts: FormAccount[], storage: Pick<Storage, 'getItem'>): Draft | null {
  try {
    const draft = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    if (!draft || typeof draft.step !== 'number' || !draft.values) return null;
    const blank = initialValues(accounts);
    const sameRooms =
      Array.isArray(draft.values.rooms) &&
      draft.values.rooms.length === blank.rooms.length &&
      draft.values.rooms.every((room, i) => room.account_record_id === blank.rooms[i]?.account_record_id);
    if (
      !sameRooms ||
      !Array.isArray(draft.values.survey) ||
      draft.values.survey.length !== blank.survey.length
    )
      return null;
    return { values: { ...blank, ...draft.values }, step: Math.min(Math.max(0, draft.step), STEP_COUNT - 1) };
  } catch {
    return null;
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(DRAFT_KEY);
}
