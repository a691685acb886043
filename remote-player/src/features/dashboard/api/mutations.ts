import { api } from '@fund/shared/api';
import { useSingleFlightMutation } from '@fund/shared/query';
import { notifications } from '@mantine/notifications';
import { useRefreshMoney } from './queries';

/** A money mutation (single-flight): field errors stay silent for the form, everything refreshes on success. */
export function useMoneyMutation<TBody>(
  method: 'post' | 'delete',
  url: (body: TBody) => string,
  { send = true, success }: { send?: boolean; success?: string } = {},
) {
  const refresh = useRefreshMoney();
  return useSingleFlightMutation({
    mutationFn: (body: TBody) =>
      method === 'post'
        ? api.post<{ id: number }>(url(body), send ? body : undefined)
        : api.delete<{ id: number }>(url(body)),
    onSuccess: () => {
      // Every money action says what happened (the error toasts come from the API client).
      if (success) notifications.show({ color: 'green', message: success });
      return refresh();
    },
  });
}
