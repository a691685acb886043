import * as v from 'valibot';
import { dateText, decimalText, int, timestampText, userRef } from './answer';

/**
 * Answers (`data`) of the curator-area API (spec 02 §3-§4) — notes, homework, statistics, EV, the
 * student picker — and the rules the UI derives from them.
 */

/** Student of the picker (spec 02 §3). GET /api/curators/students/. */
const studentRow = v.strictObject({
  id: int,
  username: v.string(),
  unread_count: int,
  attention: v.boolean(),
});
export type StudentRow = v.InferOutput<typeof studentRow>;
export const studentRows = v.array(studentRow);

const noteType = v.strictObject({ id: int, name: v.string(), color: v.string() });
export type NoteType = v.InferOutput<typeof noteType>;
/** GET /api/notes/types/. */
export const noteTypes = v.array(noteType);

export const noteRow = v.strictObject({
  id: int,
  text: v.string(),
  note_type: noteType,
  /** The student the note is about. */
  username: v.string(),
  player_id: int,
  /** The author's username. */
  created_by: v.string(),
  created_datetime: timestampText,
  updated_by: v.nullable(v.string()),
  updated_datetime: v.nullable(timestampText),
});
export type NoteRow = v.InferOutput<typeof noteRow>;
/** GET /api/notes/ (paged) and POST /api/notes/ (one per student). */
export const noteRows = v.array(noteRow);

const homeworkMessageRow = v.strictObject({
  id: int,
  text: v.string(),
  author: userRef,
  created_datetime: timestampText,
  edited_datetime: v.nullable(timestampText),
});
export type HomeworkMessageRow = v.InferOutput<typeof homeworkMessageRow>;

/** One homework with its thread: GET /api/homework/{id}/ and every homework mutation. */
export const homeworkRow = v.strictObject({
  id: int,
  topic: v.string(),
  deadline: timestampText,
  is_completed: v.boolean(),
  is_closed: v.boolean(),
  is_overdue: v.boolean(),
  overdue_at: v.nullable(timestampText),
  created_datetime: timestampText,
  unread_count: int,
  player: userRef,
  curator: userRef,
  updated_by: v.nullable(userRef),
  updated_datetime: v.nullable(timestampText),
  messages: v.array(homeworkMessageRow),
});
export type HomeworkRow = v.InferOutput<typeof homeworkRow>;
/** POST /api/homework/ (one per student). */
export const homeworkRows = v.array(homeworkRow);

/** GET /api/homework/: figures of the filtered list and one page of it. */
export const homeworkList = v.strictObject({
  count: int,
  completed: int,
  overdue: int,
  data: v.array(homeworkRow),
});
export type HomeworkList = v.InferOutput<typeof homeworkList>;
/** POST /api/homework/{id}/read/: how many messages became read. */
export const homeworkRead = v.strictObject({ marked: int });
export type HomeworkRead = v.InferOutput<typeof homeworkRead>;

const category = v.strictObject({ id: int, name: v.string() });
const statField = v.strictObject({ id: int, name: v.string(), category });
export type StatField = v.InferOutput<typeof statField>;
/** GET /api/stats/fields/. */
export const statFields = v.array(statField);

const statCell = v.strictObject({
  value: decimalText,
  color: v.nullable(v.string()),
  note: v.nullable(v.string()),
});
export type StatCell = v.InferOutput<typeof statCell>;

/** GET /api/stats/: one revision's records as columns, every field as a row. */
export const statTable = v.strictObject({
  username: v.string(),
  columns: v.array(v.strictObject({ id: int, revision_date: timestampText })),
  data: v.array(
    v.strictObject({
      category,
      rows: v.array(
        v.strictObject({
          field: v.strictObject({ id: int, name: v.string() }),
          cells: v.array(v.nullable(statCell)),
        }),
      ),
    }),
  ),
});
export type StatTable = v.InferOutput<typeof statTable>;

const evCell = v.strictObject({ ev_value: decimalText, nm: int });

/** GET /api/ev/. */
export const evAnalysis = v.strictObject({
  username: v.string(),
  columns: v.array(v.strictObject({ period: dateText })),
  rows: v.array(v.strictObject({ id: int, name: v.string(), cells: v.array(v.nullable(evCell)) })),
  /** EV against the actual result per period, summed over the rows. */
  chart: v.array(v.strictObject({ period: dateText, ev: decimalText, actual: decimalText })),
});
export type EvAnalysis = v.InferOutput<typeof evAnalysis>;

export type HomeworkCardColor = 'green' | 'red' | 'gray';
export type HomeworkBadge = 'completed' | 'closed' | 'overdue';

/** Card colour of spec 02 §4: green when completed and open, red when overdue and open, else grey. */
export function homeworkColor(
  h: Pick<HomeworkRow, 'is_completed' | 'is_closed' | 'is_overdue'>,
): HomeworkCardColor {
  if (h.is_completed && !h.is_closed) return 'green';
  if (h.is_overdue && !h.is_closed) return 'red';
  return 'gray';
}

/** Badges of spec 02 §4, one per flag that is set. */
export function homeworkBadges(
  h: Pick<HomeworkRow, 'is_completed' | 'is_closed' | 'is_overdue'>,
): HomeworkBadge[] {
  const badges: HomeworkBadge[] = [];
  if (h.is_completed) badges.push('completed');
  if (h.is_closed) badges.push('closed');
  if (h.is_overdue) badges.push('overdue');
  return badges;
}

/** Only the latest of one's own messages may be edited (spec 02 §4). */
export function editableMessageId(messages: readonly HomeworkMessageRow[], userId: number): number | null {
  let latest: HomeworkMessageRow | null = null;
  for (const m of messages) {
    if (m.author.id !== userId) continue;
    if (
      !latest ||
      m.created_datetime > latest.created_datetime ||
      (m.created_datetime === latest.created_datetime && m.id > latest.id)
    ) {
      latest = m;
    }
  }
  return latest?.id ?? null;
}
