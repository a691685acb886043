import { type ErrorTarget, type RequestOptions, useAction } from '@fund/shared/api';
import { narrowTopic } from '@fund/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../api/keys';
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
 * A money action: the shared `useAction` with the action's `Idempotency-Key` (a try whose answer
 * was lost and is sent again is replayed, not done twice). A success refreshes what the action
 * `changes` (the table it writes, `changedBy`, loaded with the first action), no more; an unknown
 * outcome or a reused key refreshes every figure, so the player sees whether it was done.
 */
export const useMoneyMutation = <TBody, TResult = { id: number }>(
  request: (body: TBody, options: RequestOptions) => Promise<TResult>,
  { success, form, changes }: { success?: string; form?: ErrorTarget; changes: MoneyTable },
) =>
  useAction({
    request,
    success,
    form,
    idempotent: true,
    changes: () => loadChanges().then((m) => m.changedBy[changes]()),
    unsure: [dashboardKeys.money()],
  });
