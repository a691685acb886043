import { t } from '../../texts';

/** One changed field of an audit row: its name in words, its value before and after ('—' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const c = t.columns;
/** Field names in words; a field without one keeps its key. */
const FIELD_LABELS: Record<string, string> = {
  status: c.status,
  amount: c.amount,
  comment: c.comment,
  type: c.type,
  items: c.items,
  is_payout: c.direction,
  reason: t.audit.reasonField,
};

const text = (value: unknown): string =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A value in words where the field has words for it (a status, a direction). */
const shown = (field: string, value: unknown): string => {
  if (field === 'status' && typeof value === 'string') return t.status[value] ?? value;
  if (field === 'is_payout' && typeof value === 'boolean')
    return value ? t.payoutDirection : t.depositDirection;
  return text(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const change = (field: string, before: unknown, after: unknown): FieldChange => ({
  field: FIELD_LABELS[field] ?? field,
  before: shown(field, before),
  after: shown(field, after),
});

/**
 * What an action changed: the fields `after` holds whose value differs from `before` (a field
 * `after` does not hold was not touched, so it is not shown as erased), or the two values whole when
 * either is not an object (a creation has `before` null).
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (isRecord(after) && before == null)
      return Object.entries(after).map(([field, value]) => change(field, undefined, value));
    return [{ field: '', before: text(before), after: text(after) }];
  }
  return Object.keys(after)
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => change(field, before[field], after[field]));
}
