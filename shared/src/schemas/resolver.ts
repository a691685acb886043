import * as v from 'valibot';

/**
 * Mantine `useForm` validate function from a valibot schema: field path → first message, for
 * every field at once.
 * The same schemas validate request bodies in the API.
 */
export function valibotResolver<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (values: unknown): Record<string, string> => {
    // Not abortPipeEarly: it would stop at the first failing cross-field check and hide the others.
    const result = v.safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}
