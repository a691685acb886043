import { toDecimalString } from '@fund/shared/format';
import { ru } from '@fund/shared/i18n';
import type { OnboardingPayload } from '@fund/shared/schemas/onboarding';
import type { Db } from '../../db/types';
import { conflict, ValidationError } from '../../plugins/errors';
import { texts } from '../../texts';

const ONBOARDING_TEXT = {
  ...texts.onboarding,
  invalidValue: ru.validation.invalidValue,
  required: ru.validation.required,
} as const;

interface OwnAccount {
  id: number;
  room_id: number;
  needs_email: boolean;
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

type Errors = Record<string, string[]>;
const add = (errors: Errors, key: string, message: string) => {
  errors[key] = [...(errors[key] ?? []), message];
};

interface RoomToStore {
  index: number;
  accountId: number;
  nickname: string;
  email: string | null;
  balance: string;
  screenshot: string;
}

/** Checks the references of a payload the schema accepted: lists, own accounts, survey questions. */
async function checkReferences(t: Db, userId: number, payload: OnboardingPayload): Promise<RoomToStore[]> {
  const errors: Errors = {};
  const country = await t.one('SELECT 1 FROM countries WHERE id = $1', [payload.residence_country_id]);
  if (!country) add(errors, 'residence_country_id', ONBOARDING_TEXT.invalidValue);
  const region = payload.skrill_residence_id;
  if (
    typeof region === 'number' &&
    !(await t.one('SELECT 1 FROM residence_regions WHERE id = $1', [region]))
  ) {
    add(errors, 'skrill_residence_id', ONBOARDING_TEXT.invalidValue);
  }
  payload.survey.forEach((item, index) => {
    if (item.question !== ru.onboarding.survey[index])
      add(errors, `survey.${index}.question`, ONBOARDING_TEXT.questionMismatch);
  });

  const accounts = await t.query<OwnAccount>(
    `SELECT a.id, a.room_id, r.needs_email FROM account_records a JOIN rooms r ON r.id = a.room_id
      WHERE a.user_id = $1 AND NOT r.virtual`,
    [userId],
  );
  const seen = new Set<number>();
  const rooms: RoomToStore[] = [];
  for (const [index, room] of payload.rooms.entries()) {
    const accountId = room.account_record_id ?? room.room_account_id;
    const account = accounts.find((a) => a.id === accountId && a.room_id === room.room_id);
    const at = `rooms.${index}`;
    if (!account || seen.has(account.id)) {
      add(
        errors,
        `${at}.account_record_id`,
        account ? ONBOARDING_TEXT.accountTwice : ONBOARDING_TEXT.accountNotFound,
      );
      continue;
    }
    seen.add(account.id);
    if (isBlank(room.room_account_name)) continue;
    const email = (room.email ?? '').trim();
    // The room's own flag decides, not the client's hasEmail.
    if (account.needs_email && email.length < 5) {
      add(errors, `${at}.email`, email === '' ? ONBOARDING_TEXT.required : ru.validation.min5Chars);
      continue;
    }
    rooms.push({
      index,
      accountId: account.id,
      nickname: (room.room_account_name ?? '').trim(),
      email: account.needs_email ? email : null,
      balance: toDecimalString(room.balance as string),
      screenshot: (room.screenshot ?? '').trim(),
    });
  }
  for (const room of rooms) {
    const taken = await t.one(
      `SELECT 1 FROM account_records
        WHERE room_id = (SELECT room_id FROM account_records WHERE id = $1) AND name = $2 AND id <> $1`,
      [room.accountId, room.nickname],
    );
    if (taken) add(errors, `rooms.${room.index}.room_account_name`, ONBOARDING_TEXT.nicknameTaken);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return rooms;
}

/** Stores the form, its answers and the declared accounts in one transaction; once per player. */
export async function submitForm(db: Db, userId: number, payload: OnboardingPayload): Promise<number> {
  return db.tx(async (t) => {
    const rooms = await checkReferences(t, userId, payload);
    // The unique user_id makes a second (or concurrent) submission insert nothing.
    const form = await t.one<{ id: number }>(
      `INSERT INTO new_player_forms
         (user_id, payload, birthday, telegram, residence_country_id, no_skrill, skrill_usd, skrill_eur, skrill_residence_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      [
        userId,
        JSON.stringify(payload),
        payload.birthday,
        payload.telegram?.trim() || null,
        payload.residence_country_id,
        payload.no_skrill,
        payload.no_skrill ? null : payload.skrill_usd?.trim() || null,
        payload.no_skrill ? null : payload.skrill_eur?.trim() || null,
        payload.no_skrill || typeof payload.skrill_residence_id !== 'number'
          ? null
          : payload.skrill_residence_id,
      ],
    );
    if (!form) throw conflict(ONBOARDING_TEXT.alreadySubmitted);
    for (const [index, item] of payload.survey.entries()) {
      await t.query(
        'INSERT INTO new_player_form_answers (form_id, position, question, answer) VALUES ($1, $2, $3, $4)',
        [form.id, index + 1, item.question, item.answer.trim()],
      );
    }
    for (const room of rooms) {
      await t.query(
        `INSERT INTO account_onboarding (account_record_id, form_id, nickname, email, balance, screenshot)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [room.accountId, form.id, room.nickname, room.email, room.balance, room.screenshot],
      );
      await t.query('UPDATE account_records SET name = $2, email = COALESCE($3, email) WHERE id = $1', [
        room.accountId,
        room.nickname,
        room.email,
      ]);
    }
    return form.id;
  });
}

interface AccountRow {
  submitted: boolean;
  room_id: number | null;
  room_name: string;
  room_description: string;
  account_record_id: number;
  room_account_name: string;
  needs_email: boolean;
}

/**
 * Whether the user submitted the form, and their (non-virtual) room accounts: one statement (issue
 * 11), the submitted flag on every row and on one row of nulls when there is no account.
 */
export async function formStatus(db: Db, userId: number) {
  const rows = await db.query<AccountRow>(
    `SELECT f.submitted, r.id AS room_id, r.name AS room_name, r.description AS room_description,
            a.id AS account_record_id, a.name AS room_account_name, r.needs_email
       FROM (SELECT EXISTS (SELECT 1 FROM new_player_forms WHERE user_id = $1) AS submitted) f
       LEFT JOIN (account_records a JOIN rooms r ON r.id = a.room_id AND NOT r.virtual)
              ON a.user_id = $1
      ORDER BY r.id, a.id`,
    [userId],
  );
  return {
    submitted: rows[0]!.submitted,
    // One account per room and nickname: the room account and the account record are one row here.
    accounts: rows
      .filter((row) => row.room_id !== null)
      .map((row) => ({
        room_id: row.room_id!,
        room_name: row.room_name,
        room_description: row.room_description,
        room_account_id: row.account_record_id,
        account_record_id: row.account_record_id,
        room_account_name: row.room_account_name,
        hasEmail: row.needs_email,
      })),
  };
}

/** The Skrill residence regions, in their display order. */
export function residenceRegions(db: Db) {
  return db.query<{ id: number; description: string }>(
    'SELECT id, description FROM residence_regions ORDER BY sort, id',
  );
}
