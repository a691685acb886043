import {
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * Wraps an async function so that a call made while the previous one is still running is
 * dropped (returns `undefined`). A double click fires both clicks before React re-renders the
 * button as loading, so a `loading`/`disabled` prop alone cannot stop the second request.
 */
export function singleFlight<TArgs extends unknown[], TResult>(
  fn: (...args: TArgs) => Promise<TResult>,
): (...args: TArgs) => Promise<TResult> | undefined {
  let running = false;
  return (...args) => {
    if (running) return undefined;
    running = true;
    try {
      return fn(...args).finally(() => {
        running = false;
      });
    } catch (error) {
      running = false;
      throw error;
    }
  };
}

/** A stable single-flight version of an async handler (always calls the latest `fn`). */
export function useSingleFlight<TArgs extends unknown[], TResult>(fn: (...args: TArgs) => Promise<TResult>) {
  const latest = useRef(fn);
  latest.current = fn;
  const [guarded] = useState(() => singleFlight((...args: TArgs) => latest.current(...args)));
  return guarded;
}

/** `useMutation` whose `mutate` ignores calls while one is pending (see {@link singleFlight}). */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const guarded = useSingleFlight(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) =>
      new Promise<void>((resolve) => {
        mutation.mutate(variables, {
          ...callbacks,
          onSettled: (...args) => {
            resolve();
            return callbacks?.onSettled?.(...args);
          },
        });
      }),
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      void guarded(variables, callbacks);
    },
    [guarded],
  );
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
