import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSingleFlightMutation } from '../query';
import { useIdempotencyKey } from './idempotency';
import type { ErrorTarget, RequestOptions } from './index';

/** Query keys, or a function that loads them (a list of what changes what kept out of the first view). */
export type Keys = readonly QueryKey[] | (() => Promise<readonly QueryKey[]>);

export interface ActionOptions<TVariables, TResult> {
  /** The request; it must pass `options` on (silent, and the Idempotency-Key when `idempotent`). */
  request: (variables: TVariables, options: RequestOptions) => Promise<TResult>;
  /** The query keys the action changes: refreshed after a success, no others. */
  changes: Keys;
  /** What an unknown outcome or a reused key refreshes, so the user sees whether it was done (`changes`). */
  unsure?: Keys;
  /** Send an Idempotency-Key, kept until the API answers (a money write). */
  idempotent?: boolean;
  /** The form whose fields take a 400's field messages. */
  form?: ErrorTarget;
  /** A green toast after a success. */
  success?: string;
  /**
   * Refusals stay in the dialog (`alert`; a 409 or a reused key `conflict`, and the lists refresh)
   * instead of toasts: `conflict` when a 409 has no message, `refreshed` after its message.
   */
  dialog?: { conflict: string; refreshed: string };
  /** Writes the answer into the cache (the row it returns) before the refresh. */
  update?: (result: TResult, client: QueryClient) => void;
  /** After the refresh. */
  onDone?: (result: TResult) => void;
}

// What runs once the API has answered loads with the first answer, not with the first view.
const outcome = () => import('./action-outcome');

/**
 * The one mutation hook of every app: `useMutation` that drops a call made while one is pending
 * (a double click), sends the request silent (with the action's `Idempotency-Key` if asked), puts
 * a 400's field messages on the form's fields and toasts the rest (or shows them in the dialog),
 * says a success if asked, and refreshes exactly the `changes` it names. An unknown outcome or a
 * 422 (the key's first try had gone through with other values) refreshes `unsure` and says so.
 */
export function useAction<TVariables = void, TResult = unknown>(o: ActionOptions<TVariables, TResult>) {
  const client = useQueryClient();
  const key = useIdempotencyKey();
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const mutation = useSingleFlightMutation({
    mutationFn: (variables: TVariables) => {
      const send = (options: RequestOptions) => o.request(variables, { ...options, silent: true });
      return o.idempotent ? key.send(send) : send({});
    },
    onMutate: () => setAlert(null),
    onSuccess: (result: TResult) => outcome().then((m) => m.succeeded(o, client, result)),
    onError: (e: unknown) => outcome().then((m) => m.failed(o, client, e, setAlert, setConflict)),
  });
  return { ...mutation, alert, conflict };
}
