import * as v from 'valibot';

/** [dot path, message] of the first issue, or null when the input is valid. */
export function firstIssue(schema: v.GenericSchema, input: unknown): [string | null, string] | null {
  const issue = v.safeParse(schema, input).issues?.[0];
  return issue ? [v.getDotPath(issue), issue.message] : null;
}
