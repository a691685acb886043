import { api } from '@fund/shared/api';
import { useMutation } from '@tanstack/react-query';
import { useRefreshMoney } from './queries';

/** A money mutation: field errors stay silent for the form, everything refreshes on success. */
export function useMoneyMutation<TBody>(
  method: 'post' | 'delete',
  url: (body: TBody) => string,
  send = true,
) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: TBody) =>
      method === 'post'
        ? api.post<{ id: number }>(url(body), send ? body : undefined)
        : api.delete<{ id: number }>(url(body)),
    onSuccess: () => refresh(),
  });
}
