import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { BackofficeCounts } from '../schemas/backoffice';
import type { FormState } from '../schemas/onboarding-responses';
import type {
  CurrentUser,
  DocumentLink,
  FrontendSettings,
  Notification,
  SystemMessage,
  UserInfo,
} from '../schemas/shell-responses';
import { STALE_60S, shellKeys } from './index';

/** Queries of the start sequence and the shell, shared because remotes read them too. */
export const shellQueries = {
  messages: () =>
    queryOptions({
      queryKey: shellKeys.messages(),
      queryFn: () => api.get<SystemMessage[]>('/api/web/messages/'),
    }),
  permissions: () =>
    queryOptions({
      queryKey: shellKeys.permissions(),
      queryFn: () => api.get<string[]>('/api/users/permissions/'),
      // Read by the start sequence, then by the screens it lets in (a remote's first view would
      // otherwise ask again at once). Signing out clears the cache; the API checks every route.
      staleTime: STALE_60S,
    }),
  userInfo: () =>
    queryOptions({
      queryKey: shellKeys.userInfo(),
      queryFn: () => api.get<UserInfo>('/api/users/info/user/'),
      staleTime: STALE_60S,
    }),
  current: () =>
    queryOptions({
      queryKey: shellKeys.current(),
      queryFn: () => api.get<CurrentUser>('/api/users/current/'),
    }),
  settings: () =>
    queryOptions({
      queryKey: shellKeys.settings(),
      queryFn: () => api.get<FrontendSettings>('/api/settings/frontend/'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  form: () =>
    queryOptions({
      queryKey: shellKeys.form(),
      queryFn: () => api.get<FormState>('/api/users/newplayerformv2/'),
      staleTime: STALE_60S,
    }),
  notifications: (role: 'curator' | 'player') =>
    queryOptions({
      queryKey: shellKeys.notifications(role),
      queryFn: () => api.get<Notification>(`/api/curators/notifications/?role=${role}`),
      staleTime: STALE_60S,
    }),
  documents: () =>
    queryOptions({
      queryKey: shellKeys.documents(),
      queryFn: () => api.get<DocumentLink[]>('/api/documents/'),
    }),
  /** Pending requests per back-office queue (staff only): the menu badge and the queue tabs. */
  backofficeCounts: () =>
    queryOptions({
      queryKey: shellKeys.backofficeCounts(),
      // Silent: a staff member without 2FA is refused here (issue 41) while the enrolment shows.
      queryFn: () => api.get<BackofficeCounts>('/api/backoffice/counts/', { silent: true }),
      staleTime: STALE_60S,
    }),
};
