import type { AuditRow } from '@fund/shared/schemas/backoffice';
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
  account_record_id: c.account,
  sender_account_record_id: c.sender,
  receiver_account_record_id: c.receiver,
};

/** An account the row holds by id, by its «room: nickname» (issue 35); undefined when the row does not name it. */
export type AccountName = (id: unknown) => string | undefined;

/**
 * How a row names its accounts: «room: nickname», with the owner's username when the account is not
 * the row's player's (a transfer's two sides).
 */
export function accountNames(row: Pick<AuditRow, 'player' | 'accounts'>): AccountName {
  const names = new Map(
    row.accounts.map((a) => [
      a.id,
      a.username === row.player?.username ? a.label : `${a.label} (${a.username})`,
    ]),
  );
  return (id) => (typeof id === 'number' ? names.get(id) : undefined);
}

const ACCOUNT_FIELDS = new Set([
  'account_record_id',
  'sender_account_record_id',
  'receiver_account_record_id',
]);
const noNames: AccountName = () => undefined;

const text = (value: unknown): string =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isItem = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && 'account_record_id' in value;

/** A payout item «room: nickname: amount». */
const item = (value: Record<string, unknown>, name: AccountName): string =>
  `${name(value.account_record_id) ?? text(value.account_record_id)}: ${text(value.amount)}`;

/** A value in words where the field has words for it (a status, a direction, an account). */
const shown = (field: string, value: unknown, name: AccountName): string => {
  if (field === 'status' && typeof value === 'string') return t.status[value] ?? value;
  if (ACCOUNT_FIELDS.has(field)) return name(value) ?? text(value);
  if (field === 'items' && Array.isArray(value) && value.every(isItem))
    return value.map((v) => item(v, name)).join('; ');
  if (field === 'is_payout' && typeof value === 'boolean')
    return value ? t.payoutDirection : t.depositDirection;
  return text(value);
};

const change = (field: string, before: unknown, after: unknown, name: AccountName): FieldChange => ({
  field: FIELD_LABELS[field] ?? field,
  before: shown(field, before, name),
  after: shown(field, after, name),
});

/**
 * What an action changed: the fields `after` holds whose value differs from `before` (a field
 * `after` does not hold was not touched, so it is not shown as erased), or the two values whole when
 * either is not an object (a creation has `before` null).
 */
export function fieldChanges(before: unknown, after: unknown, name: AccountName = noNames): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (isRecord(after) && before == null)
      return Object.entries(after).map(([field, value]) => change(field, undefined, value, name));
    return [{ field: '', before: text(before), after: text(after) }];
  }
  return Object.keys(after)
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => change(field, before[field], after[field], name));
}
