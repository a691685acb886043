import { type DateInput, formatDateTime } from '../format';

/**
 * A moment as the cabinet writes it («27.11.2026 19:40», formatDateTime) in a `<time>` element.
 * For the host's own pages: importing `@fund/shared/format` there would make the host a second
 * provider of the formatters, whose copy the remotes then load on the first view (1 KB more).
 */
export function DateTimeText({ value }: { value: DateInput }) {
  const text = formatDateTime(value);
  return <time dateTime={typeof value === 'string' ? value : undefined}>{text}</time>;
}
