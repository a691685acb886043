import type * as v from 'valibot';

type Issues = readonly v.BaseIssue<unknown>[];

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

/** {@link issuesToFields} with the first message of each field, as a form shows it. */
export function issuesToFirstMessages(issues: Issues, root?: string): Record<string, string> {
  // fromEntries defines own keys: '__proto__' stays a field, never the prototype.
  return Object.fromEntries(
    Object.entries(issuesToFields(issues, root)).map(([key, messages]) => [key, messages[0] ?? '']),
  );
}
