import * as v from 'valibot';

/**
 * Mantine `useForm` validate function from a valibot schema: field path → first message.
 * The same schemas validate request bodies in the API.
 */
export function valibotResolver<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (values: unknown): Record<string, string> => {
    const result = v.safeParse(schema, values, { abortPipeEarly: true });
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}
