import { api } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import type { ActivityRow, SessionRow } from '@fund/shared/schemas/security';
import { queryOptions } from '@tanstack/react-query';

/** The user's own sessions (each can be ended) and activity log: «Безопасность» (issue 41). */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: [...shellKeys.security(), 'sessions'],
    queryFn: () => api.get<SessionRow[]>('/api/users/sessions/'),
  });

export const activityQuery = () =>
  queryOptions({
    queryKey: [...shellKeys.security(), 'activity'],
    queryFn: () => api.get<ActivityRow[]>('/api/users/activity/'),
  });

/** Ends one session, or every session but this one (`'others'`). */
export const endSession = (id: number | 'others') =>
  api.post(id === 'others' ? '/api/users/sessions/end-others/' : `/api/users/sessions/${id}/end/`, {});
