import { type ErrorTarget, showServerErrors } from '@fund/shared/api';
import { useSingleFlightMutation } from '@fund/shared/query';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/** After any successful money action every figure of the dashboard refreshes (the notices aside). */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dashboardKeys.money() });
}

/**
 * A money mutation (single-flight). Its request is silent: a 400's field messages land on the
 * fields of `form` that it has, everything else is toasted; a success says so and refreshes.
 */
export function useMoneyMutation<TBody, TResult = { id: number }>(
  mutationFn: (body: TBody) => Promise<TResult>,
  { success, form }: { success?: string; form?: ErrorTarget } = {},
) {
  const refresh = useRefreshMoney();
  return useSingleFlightMutation({
    mutationFn,
    onSuccess: () => {
      if (success) notifications.show({ color: 'green', message: success });
      return refresh();
    },
    onError: (error) => showServerErrors(error, form),
  });
}
