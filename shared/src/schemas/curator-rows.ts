/** Answers of the curator-area API and the rules the UI derives from them (spec 02 §3-§4). */

export interface UserRef {
  id: number;
  username: string;
}

/** Student of the picker (spec 02 §3). */
export interface StudentRow extends UserRef {
  unread_count: number;
  attention: boolean;
}

export interface NoteType {
  id: number;
  name: string;
  color: string;
}

export interface NoteRow {
  id: number;
  text: string;
  note_type: NoteType;
  /** The student the note is about. */
  username: string;
  player_id: number;
  /** The author's username. */
  created_by: string;
  created_datetime: string;
  updated_by: string | null;
  updated_datetime: string | null;
}

export interface HomeworkMessageRow {
  id: number;
  text: string;
  author: UserRef;
  created_datetime: string;
  edited_datetime: string | null;
}

export interface HomeworkRow {
  id: number;
  topic: string;
  deadline: string;
  is_completed: boolean;
  is_closed: boolean;
  is_overdue: boolean;
  overdue_at: string | null;
  created_datetime: string;
  unread_count: number;
  player: UserRef;
  curator: UserRef;
  updated_by: UserRef | null;
  updated_datetime: string | null;
  messages: HomeworkMessageRow[];
}

/** The homework list answer: figures of the filtered list and one page of it. */
export interface HomeworkList {
  count: number;
  completed: number;
  overdue: number;
  data: HomeworkRow[];
}

export interface StatField {
  id: number;
  name: string;
  category: { id: number; name: string };
}

export interface StatCell {
  value: string;
  color: string | null;
  note: string | null;
}

export interface StatTable {
  username: string;
  columns: { id: number; revision_date: string }[];
  data: {
    category: { id: number; name: string };
    rows: { field: { id: number; name: string }; cells: (StatCell | null)[] }[];
  }[];
}

export interface EvCell {
  ev_value: string;
  nm: number;
}

export interface EvAnalysis {
  username: string;
  columns: { period: string }[];
  rows: { id: number; name: string; cells: (EvCell | null)[] }[];
  /** EV against the actual result per period, summed over the rows. */
  chart: { period: string; ev: string; actual: string }[];
}

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
