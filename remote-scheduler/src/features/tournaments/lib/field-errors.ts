import type * as v from 'valibot';

/** valibot issues → first message per dotted field path ('filters.buyin_max'). */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
