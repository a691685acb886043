import { useAuthStore } from '@fund/shared/auth';
import { queryClient, shellKeys } from '@fund/shared/query';
import { shellQueries } from '@fund/shared/query/shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { unseenBy } from '../../lib/alerts';
import { preloadRemoteComponent } from '../../lib/remotes/remote-registry';
import { remoteModuleForPath } from '../../lib/sections';
import { useSystemMessagesStore } from '../../lib/system-messages';

/**
 * The start sequence of spec 01 §4: messages, permissions, user info and frontend settings, in
 * that order; the user's unseen messages become sticky toasts of their own type (see SystemMessages). Once
 * the permissions are in, the remote page the user lands on starts loading (issue 10: its files
 * come while user info and settings load, not after the whole sequence and the shell).
 */
export function useStartSequence() {
  const setPermissions = useAuthStore((s) => s.setPermissions);
  const showMessages = useSystemMessagesStore((s) => s.show);
  const { pathname } = useLocation();
  const start = useQuery({
    queryKey: [...shellKeys.all, 'start'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const messages = await queryClient.fetchQuery(shellQueries.messages());
      const permissions = await queryClient.fetchQuery(shellQueries.permissions());
      const landing = remoteModuleForPath(pathname, permissions);
      if (landing) preloadRemoteComponent(landing);
      const userInfo = await queryClient.fetchQuery(shellQueries.userInfo());
      const settings = await queryClient.fetchQuery(shellQueries.settings());
      return { messages, permissions, userInfo, settings };
    },
  });

  useEffect(() => {
    if (!start.data) return;
    setPermissions(start.data.permissions);
    // Only listed here: they are marked seen when the shell shows them (not under the wizard).
    const user = useAuthStore.getState().profile?.username ?? '';
    const { messages } = start.data;
    showMessages(unseenBy(user, messages, localStorage), { user, ids: messages.map((m) => m.id) });
  }, [start.data, setPermissions, showMessages]);

  return start;
}
