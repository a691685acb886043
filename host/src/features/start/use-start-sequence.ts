import { useAuthStore } from '@fund/shared/auth';
import { queryClient, shellKeys } from '@fund/shared/query';
import { shellQueries } from '@fund/shared/query/shell';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { alertColor, takeUnseen } from './alerts';

/**
 * The start sequence of spec 01 §4: messages, permissions, user info and frontend settings, in
 * that order; unseen messages become sticky toasts of their own type.
 */
export function useStartSequence() {
  const setPermissions = useAuthStore((s) => s.setPermissions);
  const start = useQuery({
    queryKey: [...shellKeys.all, 'start'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const messages = await queryClient.fetchQuery(shellQueries.messages());
      const permissions = await queryClient.fetchQuery(shellQueries.permissions());
      const userInfo = await queryClient.fetchQuery(shellQueries.userInfo());
      const settings = await queryClient.fetchQuery(shellQueries.settings());
      return { messages, permissions, userInfo, settings };
    },
  });

  useEffect(() => {
    if (!start.data) return;
    setPermissions(start.data.permissions);
    for (const m of takeUnseen(start.data.messages, localStorage)) {
      notifications.show({
        id: `alert-${m.id}`,
        color: alertColor(m.type),
        message: m.text,
        autoClose: false,
      });
    }
  }, [start.data, setPermissions]);

  return start;
}
