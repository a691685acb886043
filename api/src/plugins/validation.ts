import * as v from 'valibot';
import { ValidationError } from './errors';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** Russian fallback texts for issues whose schema gives no message of its own. */
function russianMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === 'never') return 'Неизвестное поле.';
  if (issue.received === 'undefined') return 'Обязательное поле.';
  switch (issue.type) {
    case 'string':
      return 'Ожидается строка.';
    case 'number':
      return 'Ожидается число.';
    case 'boolean':
      return 'Ожидается логическое значение.';
    case 'array':
      return 'Ожидается список.';
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return 'Ожидается объект.';
    case 'picklist':
    case 'enum':
      return `Недопустимое значение. Допустимо: ${issue.expected ?? ''}.`;
    case 'integer':
      return 'Ожидается целое число.';
    case 'email':
      return 'Введите правильный адрес электронной почты.';
    case 'url':
      return 'Введите правильный URL.';
    case 'min_value':
      return `Значение должно быть не меньше ${issue.requirement}.`;
    case 'max_value':
      return `Значение должно быть не больше ${issue.requirement}.`;
    case 'min_length':
    case 'non_empty':
      return 'Поле не может быть пустым.';
    case 'max_length':
      return `Не более ${issue.requirement} символов.`;
    default:
      return 'Некорректное значение.';
  }
}
v.setGlobalMessage(russianMessage, 'ru');

/** Field → messages; the dotted path names the field, the body itself is `non_field_errors`. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || 'non_field_errors';
    // Own keys only: a body key named like an Object.prototype member must not reach the prototype.
    const list = Object.hasOwn(fields, key) ? (fields[key] ?? []) : [];
    fields[key] = list;
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return fields;
}

function parse<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (schema.async) throw new Error('use parseAsync for async schemas');
  const result = v.safeParse(schema as v.GenericSchema, input, { lang: 'ru' });
  if (!result.success) throw new ValidationError(issuesToFields(result.issues));
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
export const idParams = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'Некорректный идентификатор.'), v.transform(Number)),
});
