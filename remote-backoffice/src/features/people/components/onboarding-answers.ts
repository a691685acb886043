import { formatDate } from '@fund/shared/format';
import { ru } from '@fund/shared/i18n';
import { t } from '../../../texts';

const o = ru.onboarding;

/** One row of the form's answers: a question in words and what the player answered. */
export interface Answer {
  field: string;
  value: string;
}

/** One room of the form (step 3), with its name in place of its id. */
export interface RoomAnswer {
  room: string;
  nickname: string;
  email: string;
  balance: string;
  screenshot: string;
}

/** Names of the ids the form holds: rooms, countries, Skrill residence regions. */
export interface Names {
  rooms: ReadonlyMap<number, string>;
  countries: ReadonlyMap<number, string>;
  regions: ReadonlyMap<number, string>;
}

const NONE = t.people.none;
const text = (value: unknown): string =>
  value === null || value === undefined || String(value).trim() === '' ? NONE : String(value);
const named = (names: ReadonlyMap<number, string>, value: unknown): string =>
  typeof value === 'number' ? (names.get(value) ?? `#${value}`) : text(value);
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);

/** The personal and Skrill fields in the wizard's order, each with the wizard's own label. */
const PERSONAL: Array<[key: string, label: string, show: (value: unknown, names: Names) => string]> = [
  ['birthday', o.birthday, (v) => (typeof v === 'string' && v ? formatDate(v) : NONE)],
  ['residence_country_id', o.country, (v, n) => named(n.countries, v)],
  ['telegram', o.telegram, text],
  ['no_skrill', t.people.noSkrill, (v) => (v === true ? t.people.yes : t.people.no)],
  ['skrill_usd', o.skrillUsd, text],
  ['skrill_eur', o.skrillEur, text],
  ['skrill_residence_id', o.skrillResidence, (v, n) => named(n.regions, v)],
];
const KNOWN = new Set([...PERSONAL.map(([key]) => key), 'rooms', 'survey']);

/**
 * The submitted form in words: the personal and Skrill answers, then one row per survey question
 * and its answer; a field the dialog does not know keeps its key. Rooms go to their own table.
 */
export function formAnswers(payload: Record<string, unknown>, names: Names): Answer[] {
  const personal = PERSONAL.filter(([key]) => key in payload).map(([key, label, show]) => ({
    field: label,
    value: show(payload[key], names),
  }));
  const survey = list(payload.survey).map((item, index) => ({
    field: `${index + 1}. ${text(item.question)}`,
    value: text(item.answer),
  }));
  const other = Object.keys(payload)
    .filter((key) => !KNOWN.has(key))
    .map((key) => ({ field: key, value: text(JSON.stringify(payload[key])) }));
  return [...personal, ...survey, ...other];
}

/** The rooms of the form that name an account (a room left blank in the wizard is not shown). */
export function formRooms(payload: Record<string, unknown>, names: Names): RoomAnswer[] {
  return list(payload.rooms)
    .filter((room) => text(room.room_account_name) !== NONE)
    .map((room) => ({
      room: named(names.rooms, room.room_id),
      nickname: text(room.room_account_name),
      email: text(room.email),
      balance: text(room.balance),
      screenshot: text(room.screenshot),
    }));
}
