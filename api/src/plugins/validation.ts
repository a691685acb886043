import { idText, messages } from '@fund/shared/schemas/common';
import { issuesToRefusal } from '@fund/shared/schemas/issues';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { texts } from '../texts';
import { ValidationError } from './errors';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** Russian fallback texts for issues whose schema gives no message of its own. */
function russianMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === 'never') return messages.unknownField;
  if (issue.received === 'undefined') return messages.required;
  switch (issue.type) {
    case 'string':
      return texts.validation.string;
    case 'number':
      return texts.validation.number;
    case 'boolean':
      return texts.validation.boolean;
    case 'array':
      return texts.validation.array;
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return texts.validation.object;
    case 'picklist':
    case 'enum':
      return texts.validation.picklist(issue.expected ?? '');
    case 'integer':
      return texts.validation.integer;
    case 'email':
      return texts.validation.email;
    case 'url':
      return texts.validation.url;
    case 'min_value':
      return texts.validation.minValue(issue.requirement);
    case 'max_value':
      return texts.validation.maxValue(issue.requirement);
    case 'min_length':
    case 'non_empty':
      return texts.validation.nonEmpty;
    case 'max_length':
      return texts.validation.maxLength(issue.requirement);
    default:
      return messages.invalidValue;
  }
}
v.setGlobalMessage(russianMessage, 'ru');

function parse<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (schema.async) throw new Error('use parseAsync for async schemas');
  const result = v.safeParse(schema as v.GenericSchema, input, { lang: 'ru' });
  if (!result.success) {
    const { messages, fields } = issuesToRefusal(result.issues);
    throw new ValidationError(fields, messages);
  }
  return result.output as v.InferOutput<S>;
}

/** Validates a JSON body with a (shared) valibot schema; use strictObject so unknown keys fail. */
export const parseBody = <S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> =>
  parse(schema, body ?? undefined);

/** Query strings are strings: the schema converts explicitly (e.g. v.pipe(v.string(), v.toNumber())). */
export const parseQuery = <S extends v.GenericSchema>(schema: S, query: unknown): v.InferOutput<S> =>
  parse(schema, { ...(query as object) });

/** Path params, e.g. `parseParams(idParams, request.params).id`. */
export const parseParams = <S extends v.GenericSchema>(schema: S, params: unknown): v.InferOutput<S> =>
  parse(schema, { ...(params as object) });

/** `{ id }` as a positive integer from the path. */
export const idParams = v.strictObject({ id: idText() });

/** Deepest nesting of a body or query any route accepts; deeper JSON is junk, refused before the walk. */
const MAX_DEPTH = 32;
// A NUL, or a UTF-16 surrogate without its pair: PostgreSQL text cannot hold either (a 500 before).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadText = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * The first field (dotted path; '' for the input as a whole) whose key or text no text column can
 * store, or that nests too deep.
 */
function findBadInput(input: unknown, root: string): { field: string; message: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return { field: path, message: messages.invalidText };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field: path, message: messages.invalidValue };
    for (const [key, item] of Object.entries(value)) {
      if (isBadText(key)) return { field: path, message: messages.invalidText };
      stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * One check for every route, before any handler: a NUL byte, a lone surrogate or absurd nesting
 * anywhere in the params, query or JSON body is a 400 (schemas then see only storable text).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const bad =
      findBadInput(request.params, '') ?? findBadInput(request.query, '') ?? findBadInput(request.body, '');
    if (bad)
      throw bad.field
        ? new ValidationError({ [bad.field]: [bad.message] })
        : new ValidationError({}, [bad.message]);
  });
}
