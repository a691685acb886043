import type * as v from 'valibot';

type Issues = readonly v.BaseIssue<unknown>[];

/**
 * The `error` of every refused request's body (400, 409, 422: `{ success: false, error }`):
 * general messages apart from field errors, so a field named like a key of the envelope (a
 * homework message's `text`) still gets its message under its input. docs/api.md "Envelope".
 */
export interface Refusal {
  /** Messages about the request as a whole: a business rule, a malformed body, the body's own checks. */
  messages: string[];
  /** Dotted field path → its messages in order. */
  fields: Record<string, string[]>;
}

const pathOf = (issue: v.BaseIssue<unknown>) => issue.path?.map((item) => String(item.key)).join('.') ?? '';

/**
 * The one mapping of valibot issues to fields: dotted path ('filters.buyin_max') → its messages in
 * order, without repeats. Issues about the value itself go under `root`, or are left out when
 * `root` is not given. No prototype: a field named `__proto__` or `constructor` is a key like any other.
 */
export function issuesToFields(issues: Issues, root?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const key = pathOf(issue) || root;
    if (key === undefined) continue;
    const list = fields[key] ?? [];
    fields[key] = list;
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return fields;
}

/** A refusal from valibot issues: issues about the value itself are its messages, the rest its fields. */
export function issuesToRefusal(issues: Issues): Refusal {
  const messages: string[] = [];
  for (const issue of issues) {
    if (!pathOf(issue) && !messages.includes(issue.message)) messages.push(issue.message);
  }
  return { messages, fields: issuesToFields(issues) };
}

/** {@link issuesToFields} with the first message of each field, as a form shows it. */
export function issuesToFirstMessages(issues: Issues, root?: string): Record<string, string> {
  // fromEntries defines own keys: '__proto__' stays a field, never the prototype.
  return Object.fromEntries(
    Object.entries(issuesToFields(issues, root)).map(([key, messages]) => [key, messages[0] ?? '']),
  );
}
