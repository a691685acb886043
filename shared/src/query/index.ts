import { QueryClient } from '@tanstack/react-query';

/** Freshness the spec asks for dashboard, form, notifications, transfers, cash flow, deposits, stats. */
export const STALE_60S = 60_000;

/** The one QueryClient of the page, shared by host and remotes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

/** Query keys of the host shell. Each remote keeps its own factory prefixed with its name. */
export const shellKeys = {
  all: ['shell'] as const,
  messages: () => [...shellKeys.all, 'messages'] as const,
  permissions: () => [...shellKeys.all, 'permissions'] as const,
  userInfo: () => [...shellKeys.all, 'user-info'] as const,
  current: () => [...shellKeys.all, 'current'] as const,
  settings: () => [...shellKeys.all, 'settings'] as const,
  form: () => [...shellKeys.all, 'newplayerform'] as const,
  notifications: (role: 'curator' | 'player') => [...shellKeys.all, 'notifications', role] as const,
  documents: () => [...shellKeys.all, 'documents'] as const,
  /** The «Безопасность» page: sessions and the activity log (refreshed by a new device's sign-in). */
  security: () => [...shellKeys.all, 'security'] as const,
  /** Pending back-office requests: the menu badge, refreshed by every staff action. */
  backofficeCounts: () => [...shellKeys.all, 'backoffice-counts'] as const,
};

export { type ChangedKeys, narrowTopic } from './narrow';
export { useSingleFlight, useSingleFlightMutation } from './single-flight';
