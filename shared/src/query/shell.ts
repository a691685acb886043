import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import type { BackofficeCounts } from '../schemas/backoffice';
import { STALE_60S, shellKeys } from './index';

export interface SystemMessage {
  id: number;
  type: 'info' | 'warning' | 'error' | 'success';
  text: string;
}
export interface UserInfo {
  shark_player_group: string | null;
  date_joined_ts: number;
}
export interface CurrentUser {
  id: number;
  username: string;
  is_curator: boolean;
  player_level: { name: string; group: { name: string } } | null;
}
export interface FrontendSettings {
  allow_untracked_input: number[];
  single_screenshot_rooms: Record<
    string,
    { recipients: number[]; recipient_room_accounts: number[]; ewallet_types: number[]; ewallets: number[] }
  >;
}
export interface FormAccount {
  room_id: number;
  room_name: string;
  room_description: string;
  room_account_id: number;
  account_record_id: number;
  room_account_name: string;
  hasEmail: boolean;
}
export interface FormState {
  form_completed: boolean;
  accounts: FormAccount[];
}
export interface Notification {
  unread_count: number;
  attention: boolean;
}
export interface DocumentLink {
  id: number;
  title: string;
  url: string;
}

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
    }),
  userInfo: () =>
    queryOptions({
      queryKey: shellKeys.userInfo(),
      queryFn: () => api.get<UserInfo>('/api/users/info/user/'),
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
      queryFn: () => api.get<BackofficeCounts>('/api/backoffice/counts/'),
      staleTime: STALE_60S,
    }),
};
