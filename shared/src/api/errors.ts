import { FetchError } from 'ofetch';
import { ru } from '../i18n/ru';
import type { Refusal } from '../schemas/issues';
export const UNKNOWN_ERROR = ru.common.unknownError;
export const TOKEN_NOT_VALID = 'Given token not valid for any token type';

type ErrorBody = { detail?: unknown; error?: unknown } | string | null | undefined;

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)];

/** The body's `error` when it is the API's refusal `{messages, fields}` (docs/api.md "Envelope"). */
function refusalOf(body: ErrorBody): Refusal | undefined {
  if (!body || typeof body !== 'object' || !body.error || typeof body.error !== 'object') return undefined;
  const { messages, fields } = body.error as Partial<Refusal>;
  if (!Array.isArray(messages) || !fields || typeof fields !== 'object') return undefined;
  return { messages: asStrings(messages), fields };
}

/**
 * The messages to show for an error body: a refusal's general messages, then its fields'. Any other
 * body by spec 01 §8 and spec 02 §8 (an API of the previous release during a rolling deploy still
 * answers so): `error.text` values, else every message of an `error` object of lists, else
 * `detail`, else `error`, else the fallback. The token-invalid detail is never shown.
 */
export function errorMessages(body: ErrorBody): string[] {
  const refusal = refusalOf(body);
  if (refusal) {
    const all = [...refusal.messages, ...Object.values(refusal.fields).flatMap(asStrings)];
    if (all.length) return all;
  }
  if (body && typeof body === 'object') {
    const { error, detail } = body;
    if (!refusal && error && typeof error === 'object' && !Array.isArray(error)) {
      const record = error as Record<string, unknown>;
      if ('text' in record) return asStrings(record.text);
      const all = Object.values(record).flatMap(asStrings);
      if (all.length) return all;
    }
    if (detail != null) return String(detail) === TOKEN_NOT_VALID ? [] : asStrings(detail);
    if (error != null && typeof error !== 'object') return asStrings(error);
  }
  // A plain-text body is shown only when it is Russian: 'Internal Server Error' from a proxy or
  // a framework default means nothing to the user, so it gets the fallback (spec 01 §8).
  if (typeof body === 'string' && /[А-Яа-яЁё]/.test(body) && !body.trim().startsWith('<'))
    return [body.trim()];
  return [UNKNOWN_ERROR];
}

/** The fields of a body of the spec's older shape: `error` = field → messages, without `text`. */
function legacyFields(body: ErrorBody): Record<string, unknown> {
  if (!body || typeof body !== 'object' || !body.error || typeof body.error !== 'object') return {};
  if (Array.isArray(body.error)) return {};
  const { text: _general, ...fields } = body.error as Record<string, unknown>;
  return fields;
}

/** A refusal's general messages, apart from its fields' (of the older shape: its `text` list). */
export function generalMessages(body: ErrorBody): string[] {
  const refusal = refusalOf(body);
  if (refusal) return refusal.messages;
  const error = body && typeof body === 'object' ? body.error : undefined;
  return error && typeof error === 'object' && 'text' in error ? asStrings(error.text) : [];
}

/**
 * Field → first message map of a refusal, to put the server's messages on form fields. A body of
 * the spec's older shape (`error` = field → messages, `text` the general list) gives its fields.
 */
export function fieldErrors(body: ErrorBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, msgs] of Object.entries(refusalOf(body)?.fields ?? legacyFields(body))) {
    const first = asStrings(msgs)[0];
    if (first) out[field] = first;
  }
  return out;
}

/** A request cancelled on purpose (the user left the page, a query was cancelled): not a failure. */
function isCancelled(e: unknown): boolean {
  const named = (x: unknown) => x instanceof Error && x.name === 'AbortError';
  return named(e) || (e instanceof Error && named(e.cause));
}

/**
 * The messages a failed request shows: none when it was cancelled, «Нет связи с сервером» when no
 * answer came at all (fetch failed at the network level: offline, the server unreachable), else
 * the body's by {@link errorMessages}.
 */
export function requestErrorMessages(e: unknown): string[] {
  if (isCancelled(e)) return [];
  if (e instanceof FetchError && e.status === undefined) return [ru.common.noConnection];
  return errorMessages(e instanceof FetchError ? e.data : undefined);
}
