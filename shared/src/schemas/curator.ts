import * as v from 'valibot';
import { RANGES, TEXT_LIMITS } from '../i18n/ru';
import { body, bool, id, int, isIdText, isoTimestamp, messages, num, requiredText } from './common';

/** Revision selector 1..6 (spec 02 §9). */
export const STAT_REVISIONS = [1, 2, 3, 4, 5, 6] as const;

const DAY_MS = 86_400_000;

/**
 * A homework deadline lies from today to a year ahead (issue 35). The client's "today" is not
 * known here, so both ends give a day of slack: from 24 hours ago (the start of today in any time
 * zone) to a year and a day from now. The picker offers only today … today + 1 year.
 */
export function isDeadlineInRange(value: string, now: Date = new Date()): boolean {
  const at = Date.parse(value);
  const yearAhead = new Date(now);
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  return at >= now.getTime() - DAY_MS && at <= yearAhead.getTime() + DAY_MS;
}

const deadline = v.pipe(
  isoTimestamp(),
  v.rawCheck(({ dataset, addIssue }) => {
    // A text that is not a real date already has its message ('2026-02-30' parses, rolled over).
    if (dataset.issues || !dataset.typed) return;
    if (!isDeadlineInRange(dataset.value)) addIssue({ message: messages.deadlineRange });
  }),
);

/**
 * Upper bounds of the curator area's free texts. The spec sets none; without them a topic of
 * 100,000 characters was stored and broke every card it appears in.
 */
export { TEXT_LIMITS };

const boundedText = (max: number, message: string) => v.pipe(requiredText(), v.maxLength(max, message));
const topic = boundedText(TEXT_LIMITS.topic, messages.topicMax);
const noteText = boundedText(TEXT_LIMITS.note, messages.noteMax);

/** A note needs a type and a text (spec 02 §5), at most {@link TEXT_LIMITS}.note characters. */
export const noteSchema = body({
  note_type: id(),
  text: noteText,
});
export type Note = v.InferOutput<typeof noteSchema>;

/** What the homework form edits: a new homework's and an existing one's topic and deadline. */
export const homeworkFormSchema = body({ topic, deadline });

export const homeworkCreateSchema = body({
  ...homeworkFormSchema.entries,
  player_ids: v.pipe(v.array(id(), messages.invalidValue), v.minLength(1, messages.pickStudents)),
});
export type HomeworkCreate = v.InferOutput<typeof homeworkCreateSchema>;

export const homeworkUpdateSchema = v.pipe(
  body({
    topic: v.optional(topic),
    deadline: v.optional(deadline),
    is_completed: v.optional(bool()),
    is_closed: v.optional(bool()),
  }),
  v.check((update) => Object.keys(update).length > 0, messages.nothingToUpdate),
);
export type HomeworkUpdate = v.InferOutput<typeof homeworkUpdateSchema>;

export const homeworkMessageSchema = body({
  text: boundedText(TEXT_LIMITS.message, messages.messageMax),
});

const fieldId = v.pipe(v.string(), v.check(isIdText, messages.invalidId));

/** Custom statistic of one revision: field id → numeric value, at least one. */
export const statCreateSchema = body({
  player_id: id(),
  revision: int(...RANGES.revision, messages.revisionRange),
  values: v.pipe(
    v.record(fieldId, num(), messages.invalidValue),
    v.check((values) => Object.keys(values).length > 0, messages.atLeastOneValue),
  ),
});
export type StatCreate = v.InferOutput<typeof statCreateSchema>;

/**
 * The stat form's values → `values` of the body: only fields with a non-empty value are sent
 * (spec 02 §5); numeric text is converted, anything else is kept for the schema to reject.
 */
export function toStatValues(
  form: Record<string, number | string | null | undefined>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    const numeric = typeof value === 'string' ? Number(value.trim()) : value;
    values[key] = Number.isNaN(numeric) ? value : numeric;
  }
  return values;
}

/** A new note for one or several selected students at once. */
export const noteCreateSchema = body({
  player_ids: v.pipe(v.array(id(), messages.invalidValue), v.minLength(1, messages.pickStudents)),
  note_type: id(),
  text: noteText,
});
export type NoteCreate = v.InferOutput<typeof noteCreateSchema>;

/** Page sizes of the notes and homework lists (spec 02 §9); 0 stands for 'All'. */
export const PAGE_SIZES = [10, 20, 50, 100, 0] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * «Все» of the homework list (`per_page=all`) is answered in pages of this many tasks (issue 43: no
 * answer holds more than a bounded page); the pager shows more pages only past it.
 */
export const HOMEWORK_ALL_PAGE = 500;

/** Homework list filters; the default shows homework that is not closed (spec 02 §9). */
export const HOMEWORK_FILTERS = ['not_closed', 'completed', 'overdue', 'closed', 'all'] as const;
export type HomeworkFilter = (typeof HOMEWORK_FILTERS)[number];
export const DEFAULT_HOMEWORK_FILTER: HomeworkFilter = 'not_closed';

export * from './curator-rows';
