import { notifications } from '@mantine/notifications';
import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import { useAuthStore } from '../auth';
import { ru } from '../i18n/ru';
import { queryClient } from '../query';
import type { TokenPair } from '../schemas/auth';
import { apiBase } from './base';
import { fieldErrors, generalMessages, requestErrorMessages } from './errors';
import { forgetRotations, REFRESH_PATH, refreshAccess } from './session';

export { type ActionOptions, useAction } from './action';
export { apiBase } from './base';
export { errorMessages, fieldErrors, TOKEN_NOT_VALID, UNKNOWN_ERROR } from './errors';
export { isKeyReused, isOutcomeUnknown, useIdempotencyKey } from './idempotency';
export { FetchError };

export interface Listed<T> {
  data: T;
  count: number;
}

/** `{success, data}` → data; `{success, data, count}` → `{data, count}`; anything else as is. */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'success' in body && 'data' in body) {
    const b = body as { data: unknown; count?: number };
    return (typeof b.count === 'number' ? { data: b.data, count: b.count } : b.data) as T;
  }
  return body as T;
}

export interface RequestOptions extends Omit<FetchOptions<'json'>, 'baseURL'> {
  /** Don't toast errors: the caller shows them (login form, field errors). */
  silent?: boolean;
}

const toastMessage = (message: string) =>
  notifications.show({ color: 'red', title: ru.common.error, message, autoClose: 8000 });

function toast(e: unknown): void {
  for (const message of requestErrorMessages(e)) toastMessage(message);
}

/** The part of a Mantine form a refused request writes to. */
export interface ErrorTarget {
  getValues: () => object;
  setFieldError: (path: string, error: string) => void;
}

/** Whether the form's values hold `path` (`amount`, `items.0.amount`). */
function hasField(values: object, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The one 400 → form mapping: each field message of a 400 whose field the form has goes onto
 * that field (a field named `text` too: the refusal keeps general messages apart, docs/api.md).
 * Returns the messages left for the caller to show (a toast, the dialog's alert): the general
 * messages and the other fields' messages, or every message when none could be placed.
 */
export function placeServerErrors(e: unknown, form?: ErrorTarget): string[] {
  if (form && e instanceof FetchError && e.status === 400) {
    const values = form.getValues();
    const fields = Object.entries(fieldErrors(e.data));
    const placed = fields.filter(([field]) => hasField(values, field));
    if (placed.length > 0) {
      for (const [field, message] of placed) form.setFieldError(field, message);
      const rest = fields.filter(([field]) => !hasField(values, field)).map(([, message]) => message);
      return [...generalMessages(e.data), ...rest];
    }
  }
  return requestErrorMessages(e);
}

/**
 * A silent request failed: a 400's field messages land on the form's fields
 * ({@link placeServerErrors}); every other message is toasted by the spec's rules (a 401 is the
 * session's business).
 */
export function showServerErrors(e: unknown, form?: ErrorTarget): void {
  if (e instanceof FetchError && e.status === 401) return;
  for (const message of placeServerErrors(e, form)) toastMessage(message);
}

const withAuth = (headers: FetchOptions['headers'], access: string | null): Headers => {
  const h = new Headers(headers as HeadersInit | undefined);
  if (access) h.set('Authorization', `Bearer ${access}`);
  return h;
};

/**
 * The one API client: bearer token, envelope unwrapped, one refresh and retry on a 401, a
 * sign-out when the refresh itself is refused, error toasts by the spec's rules.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { silent, ...rest } = options;
  const call = (access: string | null) =>
    ofetch(path, {
      ...rest,
      baseURL: apiBase(),
      headers: withAuth(rest.headers, access),
    } as FetchOptions<'json'>);
  try {
    const sent = useAuthStore.getState().access;
    try {
      return unwrap<T>(await call(sent));
    } catch (e) {
      if (
        e instanceof FetchError &&
        e.status === 401 &&
        path !== REFRESH_PATH &&
        useAuthStore.getState().refresh
      ) {
        const access = await refreshAccess(sent);
        if (access) return unwrap<T>(await call(access));
      }
      throw e;
    }
  } catch (e) {
    // A request cancelled because the user left shows nothing (requestErrorMessages gives none).
    if (!silent && !rest.signal?.aborted && !(e instanceof FetchError && e.status === 401)) toast(e);
    throw e;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'POST', body: body as FetchOptions['body'] }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'PUT', body: body as FetchOptions['body'] }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'PATCH', body: body as FetchOptions['body'] }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Logs in and stores the tokens; errors are left to the login form. A user with two-factor sign-in
 * (issue 41) gets the challenge back instead, for the code step.
 */
export async function login(username: string, password: string): Promise<string | undefined> {
  const answer = await ofetch<TokenPair | { challenge: string }>('/api/token/', {
    baseURL: apiBase(),
    method: 'POST',
    body: { username, password },
  });
  if ('challenge' in answer) return answer.challenge;
  useAuthStore.getState().setTokens(answer);
  useAuthStore.getState().setProfile({ username });
}

/** Cancels and clears every query, revokes the refresh token and forgets the tokens. */
export async function logout(): Promise<void> {
  const { refresh, signOut } = useAuthStore.getState();
  await queryClient.cancelQueries();
  queryClient.clear();
  signOut();
  await forgetRotations();
  if (refresh) {
    await ofetch('/api/token/blacklist/', { baseURL: apiBase(), method: 'POST', body: { refresh } }).catch(
      () => undefined,
    );
  }
}
