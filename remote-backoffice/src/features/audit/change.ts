/** One changed field of an audit row: its value before and after ('—' when absent). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (value: unknown): string =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an action changed: the fields whose value differs between `before` and `after` (objects),
 * or the two values whole when either is not an object (a creation has `before` null).
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (isRecord(after) && before == null)
      return Object.entries(after).map(([field, value]) => ({ field, before: '—', after: text(value) }));
    return [{ field: '', before: text(before), after: text(after) }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}
