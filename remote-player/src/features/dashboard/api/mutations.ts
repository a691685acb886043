import { api } from '@fund/shared/api';
import { useSingleFlightMutation } from '@fund/shared/query';
import { useRefreshMoney } from './queries';

/** A money mutation (single-flight): field errors stay silent for the form, everything refreshes on success. */
export function useMoneyMutation<TBody>(
  method: 'post' | 'delete',
  url: (body: TBody) => string,
  send = true,
) {
  const refresh = useRefreshMoney();
  return useSingleFlightMutation({
    mutationFn: (body: TBody) =>
      method === 'post'
        ? api.post<{ id: number }>(url(body), send ? body : undefined)
        : api.delete<{ id: number }>(url(body)),
    onSuccess: () => refresh(),
  });
}
