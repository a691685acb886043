import { FetchError } from 'ofetch';
import { ru } from '../i18n/ru';
export const UNKNOWN_ERROR = ru.common.unknownError;
export const TOKEN_NOT_VALID = 'Given token not valid for any token type';

type ErrorBody = { detail?: unknown; error?: unknown } | string | null | undefined;

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)];

/**
 * The messages to show for an error body, by spec 01 §8 and spec 02 §8: `error.text` values,
 * else every message of an `error` object of lists, else `detail`, else `error`, else the
 * fallback. The token-invalid detail is never shown.
 */
export function errorMessages(body: ErrorBody): string[] {
  if (body && typeof body === 'object') {
    const { error, detail } = body;
    if (error && typeof error === 'object' && !Array.isArray(error)) {
      const record = error as Record<string, unknown>;
      if ('text' in record) return asStrings(record.text);
      const all = Object.values(record).flatMap(asStrings);
      if (all.length) return all;
    }
    if (detail != null) return String(detail) === TOKEN_NOT_VALID ? [] : asStrings(detail);
    if (error != null) return asStrings(error);
  }
  // A plain-text body is shown only when it is Russian: 'Internal Server Error' from a proxy or
  // a framework default means nothing to the user, so it gets the fallback (spec 01 §8).
  if (typeof body === 'string' && /[А-Яа-яЁё]/.test(body) && !body.trim().startsWith('<'))
    return [body.trim()];
  return [UNKNOWN_ERROR];
}

/** Field → first message map of a 400 body, to put the server's messages on form fields. */
export function fieldErrors(body: ErrorBody): Record<string, string> {
  if (!body || typeof body !== 'object' || !body.error || typeof body.error !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, msgs] of Object.entries(body.error as Record<string, unknown>)) {
    if (field === 'text') continue;
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
