import type { Refusal } from '@fund/shared/schemas/issues';

/** Every message of a refused request's body: the general ones, then each field's. */
export function refusalMessages(body: unknown): string[] {
  const { messages, fields } = (body as { error: Refusal }).error;
  return [...messages, ...Object.values(fields).flat()];
}
