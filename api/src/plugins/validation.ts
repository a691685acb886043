import { idText, messages } from '@fund/shared/schemas/common';
import { issuesToRefusal } from '@fund/shared/schemas/issues';
import { noBody } from '@fund/shared/schemas/security';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { texts } from '../texts';
import { ValidationError } from './errors';

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

/** The valibot schema behind a part (body, querystring, params) of a route's `schema`, set by `doc()`. */
const valibotSchemas = new WeakMap<object, v.GenericSchema>();

declare const VALIBOT: unique symbol;
/** A JSON Schema of the OpenAPI document that carries the valibot schema its part is checked with. */
export type Validated<S extends v.GenericSchema> = Record<string, unknown> & { readonly [VALIBOT]: S };

/** `json` (the document's view of `schema`), checked and typed by `schema` (`registerValidation`). */
export function validatedBy<S extends v.GenericSchema>(
  json: Record<string, unknown>,
  schema: S,
): Validated<S> {
  valibotSchemas.set(json, schema);
  return json as Validated<S>;
}

declare module 'fastify' {
  // A route's `request.body`, `query` and `params` are the valibot output of the schemas `doc()`
  // names for them: Fastify's own type provider mechanism, made the default so that each route
  // module keeps its plain `FastifyInstance`.
  interface FastifyTypeProviderDefault {
    readonly validator: NonNullable<this['schema']> extends {
      readonly [VALIBOT]: infer S extends v.GenericSchema;
    }
      ? v.InferOutput<S>
      : unknown;
  }
}

/** The checked value, or the 400 `ValidationError` with the Russian messages. */
function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { value: v.InferOutput<S> } | { error: ValidationError } {
  const result = v.safeParse(schema, input, { lang: 'ru' });
  if (result.success) return { value: result.output };
  const { messages, fields } = issuesToRefusal(result.issues);
  return { error: new ValidationError(fields, messages) };
}

// No body is `undefined` to the schemas (Fastify passes `null`); a query or params object a plain copy.
const inputOf = (part: string | undefined, data: unknown): unknown =>
  part === 'body' ? (data ?? undefined) : { ...(data as object) };

/**
 * The one validator of every route (issue 45 item 4): a part that `doc()` describes is checked
 * with its valibot schema before the handler runs (after the auth hook and the input guard); the
 * request then holds the schema's output, typed by the type provider above; a refusal is the 400
 * of `ValidationError`. A part described for the document only (a multipart form) is not checked.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const valibot = valibotSchemas.get(schema as object);
    if (!valibot) return () => true;
    return (data: unknown) => check(valibot, inputOf(httpPart, data));
  });
}

/**
 * Checks an input that no route `schema` describes: a route that decides by hand what it checks
 * first (the public video stream reads its token before its path).
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = check(schema, input);
  if ('error' in result) throw result.error;
  return result.value;
}

/** `{ id }` as a positive integer from the path. */
export const idParams = v.strictObject({ id: idText() });

/** The body of an action that takes none: nothing, or `{}`. */
export const emptyBody = v.optional(noBody, {});

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
