import { api } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import type { ResidenceRegion } from '@fund/shared/schemas/onboarding-responses';
import type {
  ActivityRow,
  Enrolment,
  SessionRow,
  TrustedDeviceRow,
  TwoFactorStatus,
  Wallets,
} from '@fund/shared/schemas/security';
import type { WalletChange } from '@fund/shared/schemas/wallets';
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

/** Devices trusted for 30 days (issue 41 item 1): each can be forgotten, or all of them (`'all'`). */
export const trustedDevicesQuery = () =>
  queryOptions({
    queryKey: [...shellKeys.security(), 'trusted-devices'],
    queryFn: () => api.get<TrustedDeviceRow[]>('/api/users/trusted-devices/'),
  });

export const forgetDevice = (id: number | 'all') =>
  api.post(
    id === 'all' ? '/api/users/trusted-devices/forget-all/' : `/api/users/trusted-devices/${id}/forget/`,
    {},
  );

/** Two-factor sign-in (issue 41 item 1): whether it is on, enrolment, disabling. */
export const twoFactorQuery = () =>
  queryOptions({
    queryKey: [...shellKeys.security(), 'two-factor'],
    queryFn: () => api.get<TwoFactorStatus>('/api/users/two-factor/'),
  });

export const startTwoFactor = (password: string) =>
  api.post<Enrolment>('/api/users/two-factor/start/', { password });

export const confirmTwoFactor = (code: string) =>
  api.post<{ recovery_codes: string[] }>('/api/users/two-factor/confirm/', { code });

/** Six digits are a code from the app; anything else is taken for a recovery code. */
export const disableTwoFactor = (typed: string) =>
  api.post(
    '/api/users/two-factor/disable/',
    /^\s*\d{3}\s?\d{3}\s*$/.test(typed) ? { code: typed } : { recovery_code: typed },
  );

/** The player's Skrill wallets and the payout hold a change sets (issue 41 item 2). */
export const walletsQuery = () =>
  queryOptions({
    queryKey: [...shellKeys.security(), 'wallets'],
    queryFn: () => api.get<Wallets>('/api/users/wallets/'),
  });

export const residenceRegionsQuery = () =>
  queryOptions({
    queryKey: [...shellKeys.security(), 'residence-regions'],
    queryFn: () => api.get<ResidenceRegion[]>('/api/users/residenceregions/'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A wallet change, confirmed by the password or a code (the API decides which), with its Idempotency-Key. */
export const changeWallets = (body: WalletChange, options: { headers: Record<string, string> }) =>
  api.post<Wallets>('/api/users/wallets/', body, options);
