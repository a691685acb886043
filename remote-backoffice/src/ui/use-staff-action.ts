import {
  type ErrorTarget,
  errorMessages,
  FetchError,
  isKeyReused,
  isOutcomeUnknown,
  placeServerErrors,
  type RequestOptions,
  useIdempotencyKey,
} from '@fund/shared/api';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../texts';

/**
 * One staff action of a dialog: the request (silent: this dialog shows its errors), then the
 * lists under `refresh` are refetched. A 400's field messages land on the fields `form` has
 * (`placeServerErrors`, the same mapping as every other form); a 409 — another staff member acted
 * first — becomes `conflict` and refreshes the lists too, since what the dialog shows is stale;
 * any other message is `error`. The request gets `options` with the action's Idempotency-Key,
 * kept until the API answers (a try whose answer was lost and is sent again is replayed, not done
 * twice; the lists refresh meanwhile); a 422 (that key's first try had gone through with other
 * values) is a `conflict` too.
 */
export function useStaffAction<TValues, TResult = unknown>(options: {
  request: (values: TValues, options: RequestOptions) => Promise<TResult>;
  refresh: QueryKey[];
  form?: ErrorTarget;
  onDone?: (result: TResult) => void;
}) {
  const client = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refetch = () =>
    Promise.all(options.refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
  const key = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: (values: TValues) => key.send((keyed) => options.request(values, keyed)),
    onMutate: () => {
      setError(null);
    },
    onSuccess: async (result) => {
      await refetch();
      options.onDone?.(result);
    },
    onError: (e: unknown) => {
      // The action may have been done: the lists show whether it was before it is sent again.
      if (isOutcomeUnknown(e)) void refetch();
      if (isKeyReused(e)) {
        setConflict(t.alreadyDone);
        void refetch();
        return;
      }
      const status = e instanceof FetchError ? e.status : undefined;
      const body = e instanceof FetchError ? e.data : undefined;
      if (status === 409) {
        setConflict(`${errorMessages(body).join(' ') || t.conflict} ${t.conflictRefreshed}`);
        void refetch();
        return;
      }
      setError(placeServerErrors(e, options.form).join(' ') || null);
    },
  });
  return {
    run: (values: TValues) => {
      if (!mutation.isPending) mutation.mutate(values);
    },
    pending: mutation.isPending,
    conflict,
    error,
  };
}
