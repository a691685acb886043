import {
  type ErrorTarget,
  isKeyReused,
  isOutcomeUnknown,
  type RequestOptions,
  showServerErrors,
  useIdempotencyKey,
} from '@fund/shared/api';
import { narrowTopic, useSingleFlightMutation } from '@fund/shared/query';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../api/keys';
import { t } from '../ui/texts';
import type { MoneyTable } from './money-changes';

const loadChanges = () => import('./money-changes');

// A live money event refreshes what its table changes (`moneyKeysOf`), not every figure: the same
// rule as the actions', right wherever the event is seen, so it stays named once the remote has
// loaded. The list loads with the first event: the dashboard's first view does not carry it.
narrowTopic('money', (change) => loadChanges().then((m) => m.moneyKeysOf(change)));

/** After any successful money action every figure of the dashboard refreshes (the notices aside). */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dashboardKeys.money() });
}

/**
 * A money mutation (single-flight). Its request is silent and carries the action's
 * `Idempotency-Key` (`options`, kept until the API answers: a try whose answer was lost and is
 * sent again is replayed, not done twice; the figures refresh, so the player sees whether it was
 * done). A 400's field messages land on the fields of `form` that it has, everything else is
 * toasted; a success says so and refreshes what the action `changes` (the table it writes,
 * `changedBy`), no more. An unknown outcome, or a 422 (the key's first try had gone through with
 * other values), refreshes every figure, and the latter says so.
 */
export function useMoneyMutation<TBody, TResult = { id: number }>(
  mutationFn: (body: TBody, options: RequestOptions) => Promise<TResult>,
  { success, form, changes }: { success?: string; form?: ErrorTarget; changes: MoneyTable },
) {
  const client = useQueryClient();
  const refresh = useRefreshMoney();
  const key = useIdempotencyKey();
  return useSingleFlightMutation({
    mutationFn: (body: TBody) => key.send((options) => mutationFn(body, { ...options, silent: true })),
    onSuccess: () => {
      if (success) notifications.show({ color: 'green', message: success });
      return loadChanges().then(({ changedBy }) =>
        Promise.all(changedBy[changes]().map((queryKey) => client.invalidateQueries({ queryKey }))),
      );
    },
    onError: (error) => {
      // The action may have been done: the figures show whether it was before anything is sent again.
      if (isOutcomeUnknown(error)) void refresh();
      if (!isKeyReused(error)) return showServerErrors(error, form);
      notifications.show({ color: 'yellow', message: t.alreadyDone, autoClose: 8000 });
      return refresh();
    },
  });
}
