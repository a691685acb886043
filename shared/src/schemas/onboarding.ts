import * as v from 'valibot';
import { MIN_CHARS } from '../i18n/ru';
import {
  body,
  bool,
  id,
  isBlank,
  isCalendarDate,
  isEmail,
  isHttpUrl,
  loose,
  MONEY_MAX,
  messages,
  money,
  requiredText,
  text,
} from './common';

/** The survey has 10 questions (spec 01 §9). */
const SURVEY_LENGTH = 10;

const RU_DATE_RE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealPastDate(year: number, month: number, day: number): boolean {
  return isCalendarDate(year, month, day) && Date.UTC(year, month - 1, day) <= Date.now();
}

/** 'dd.mm.YYYY' → 'YYYY-MM-DD', or null when it is not a real past date. */
function ruDateToIso(value: string): string | null {
  const match = RU_DATE_RE.exec(value.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return isRealPastDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE_RE.exec(value);
  return match !== null && isRealPastDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const birthdayForm = v.pipe(
  requiredText(),
  v.check((value) => value.trim() === '' || RU_DATE_RE.test(value.trim()), messages.dateFormat),
  v.check((value) => !RU_DATE_RE.test(value.trim()) || ruDateToIso(value) !== null, messages.invalidDate),
);

const birthdayIso = v.pipe(
  requiredText(),
  v.check((value) => value.trim() === '' || ISO_DATE_RE.test(value), messages.isoDateFormat),
  v.check((value) => !ISO_DATE_RE.test(value) || isRealIsoDate(value), messages.invalidDate),
);

const optionalNumberField = v.nullish(
  v.union([v.literal(''), money({ max: MONEY_MAX.balance })], messages.number),
);

/** One room of step 3; the checks apply only when a nickname is given (spec 01 §5). */
export const onboardingRoomSchema = v.pipe(
  body({
    room_id: id(),
    room_account_id: v.nullish(id()),
    account_record_id: v.nullish(id()),
    hasEmail: bool(),
    room_account_name: v.nullish(text()),
    email: v.nullish(text()),
    balance: optionalNumberField,
    screenshot: v.nullish(text()),
  }),
  v.forward(
    v.partialCheck(
      [['room_account_name'], ['hasEmail'], ['email']],
      (room) => isBlank(room.room_account_name) || !room.hasEmail || !isBlank(room.email),
      messages.required,
    ),
    ['email'],
  ),
  v.forward(
    v.partialCheck(
      [['room_account_name'], ['hasEmail'], ['email']],
      (room) =>
        isBlank(room.room_account_name) ||
        !room.hasEmail ||
        isBlank(room.email) ||
        (room.email ?? '').trim().length >= MIN_CHARS,
      messages.min5Chars,
    ),
    ['email'],
  ),
  v.forward(
    v.partialCheck(
      [['room_account_name'], ['balance']],
      (room) => isBlank(room.room_account_name) || !isBlank(room.balance),
      messages.required,
    ),
    ['balance'],
  ),
  v.forward(
    v.partialCheck(
      [['room_account_name'], ['screenshot']],
      (room) => isBlank(room.room_account_name) || !isBlank(room.screenshot),
      messages.required,
    ),
    ['screenshot'],
  ),
  v.forward(
    v.partialCheck(
      [['room_account_name'], ['screenshot']],
      (room) =>
        isBlank(room.room_account_name) || isBlank(room.screenshot) || isHttpUrl(room.screenshot ?? ''),
      messages.invalidUrl,
    ),
    ['screenshot'],
  ),
);

const surveyAnswerSchema = body({
  question: requiredText(),
  answer: requiredText(messages.answerRequired),
});

const surveySchema = v.pipe(
  v.array(surveyAnswerSchema, messages.invalidValue),
  v.length(SURVEY_LENGTH, messages.surveyLength),
);

/** The Skrill fields (the wizard's step 2, and «Кошельки Skrill» on «Безопасность»: ./wallets.ts). */
export const skrillEntries = {
  no_skrill: bool(),
  skrill_usd: v.nullish(text()),
  skrill_eur: v.nullish(text()),
  skrill_residence_id: v.nullish(v.union([v.literal(''), id()], messages.invalidValue)),
};

interface SkrillFields {
  no_skrill: boolean;
  skrill_usd?: string | null | undefined;
  skrill_eur?: string | null | undefined;
  skrill_residence_id?: number | '' | null | undefined;
}

/**
 * Wallet e-mails and residence are required unless the player has no Skrill. A raw check so
 * the messages appear together with the other fields' ones (it skips fields already in error).
 */
export function skrillRule<T extends SkrillFields>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const form = dataset.value as Partial<SkrillFields> | undefined;
    if (form?.no_skrill !== false) return;
    const fail = (key: keyof SkrillFields, message: string) => {
      if (dataset.issues?.some((issue) => issue.path?.[0]?.key === key)) return;
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: form, key, value: form[key] }] });
    };
    for (const key of ['skrill_usd', 'skrill_eur'] as const) {
      const value: unknown = form[key];
      if (isBlank(value)) fail(key, messages.required);
      // A number or an object already has its type issue: no string method is called on it (a 500 once).
      else if (typeof value !== 'string' || !isEmail(value)) fail(key, messages.invalidEmail);
    }
    if (isBlank(form.skrill_residence_id)) fail('skrill_residence_id', messages.required);
  });
}

const personalFormEntries = {
  birthday: birthdayForm,
  telegram: v.nullish(text()),
  residence_country_id: id(),
};

/** Wizard gate 0 → 1: birthday ('dd.mm.YYYY') and country. Other fields of the form are ignored. */
export const onboardingStep0Schema = loose({
  birthday: birthdayForm,
  residence_country_id: id(),
});

/** Wizard gate 1 → 2: the Skrill fields. */
export const onboardingStep1Schema = v.pipe(loose(skrillEntries), skrillRule());

/** The gates by step index; steps 2-4 go forward freely and are checked on submit. */
export const onboardingStepSchemas = [onboardingStep0Schema, onboardingStep1Schema] as const;

/** The whole wizard form (birthday as typed, 'dd.mm.YYYY'). */
export const onboardingFormSchema = v.pipe(
  body({
    ...personalFormEntries,
    ...skrillEntries,
    rooms: v.array(onboardingRoomSchema, messages.invalidValue),
    survey: surveySchema,
  }),
  skrillRule(),
);
export type OnboardingForm = v.InferOutput<typeof onboardingFormSchema>;

/** The POST body: as the form, but birthday is 'YYYY-MM-DD'. */
export const onboardingPayloadSchema = v.pipe(
  body({
    ...personalFormEntries,
    birthday: birthdayIso,
    ...skrillEntries,
    rooms: v.array(onboardingRoomSchema, messages.invalidValue),
    survey: surveySchema,
  }),
  skrillRule(),
);
export type OnboardingPayload = v.InferOutput<typeof onboardingPayloadSchema>;

/** Form values (already validated) → POST body; only the birthday changes format. */
export function toOnboardingPayload(form: OnboardingForm): OnboardingPayload {
  return { ...form, birthday: ruDateToIso(form.birthday) ?? form.birthday };
}
