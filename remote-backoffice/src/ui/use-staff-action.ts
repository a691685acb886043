import { type ActionOptions, useAction } from '@fund/shared/api';
import { t } from '../texts';

const IN_DIALOG = { conflict: t.conflict, refreshed: t.conflictRefreshed };

/**
 * One staff action of a dialog: the shared `useAction` with the action's Idempotency-Key and its
 * refusals shown in the dialog (`ActionDialog`): a 409 (another staff member acted first) or a
 * reused key is `conflict` and refreshes the lists, what no field of `form` takes is `alert`.
 * `run(values)` is the form's submit handler.
 */
export function useStaffAction<TValues, TResult = unknown>(
  options: Omit<ActionOptions<TValues, TResult>, 'dialog' | 'idempotent'>,
) {
  const action = useAction({ ...options, idempotent: true, dialog: IN_DIALOG });
  return { ...action, run: (values: TValues) => action.mutate(values) };
}
