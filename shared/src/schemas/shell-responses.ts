import * as v from 'valibot';
import { int } from './answer';
import { WEB_MESSAGE_TYPES } from './backoffice';

/**
 * Answers (`data`) of the start sequence and the shell: `/api/users/current|permissions|info/`,
 * `/api/settings/frontend/`, `/api/web/messages/`, `/api/documents/`, `/api/curators/notifications/`.
 * The host and the remotes read them through `@fund/shared/query/shell`.
 */

/** GET /api/web/messages/: the active system messages addressed to the user. */
export const systemMessages = v.array(
  v.strictObject({ id: int, type: v.picklist(WEB_MESSAGE_TYPES), text: v.string() }),
);
export type SystemMessage = v.InferOutput<typeof systemMessages>[number];

/** GET /api/users/permissions/: permission ids the user holds. */
export const permissionList = v.array(v.string());

/** GET /api/users/info/user/. */
export const userInfo = v.strictObject({
  shark_player_group: v.nullable(v.string()),
  date_joined_ts: v.nullable(int),
});
export type UserInfo = v.InferOutput<typeof userInfo>;

/** GET /api/users/current/. */
export const currentUser = v.strictObject({
  id: int,
  username: v.string(),
  player_level: v.nullable(v.strictObject({ name: v.string(), group: v.strictObject({ name: v.string() }) })),
  is_curator: v.boolean(),
});
export type CurrentUser = v.InferOutput<typeof currentUser>;

/** GET /api/settings/frontend/ (spec 01 §3). */
export const frontendSettings = v.strictObject({
  allow_untracked_input: v.array(int),
  single_screenshot_rooms: v.record(
    v.string(),
    v.strictObject({
      recipients: v.array(int),
      recipient_room_accounts: v.array(int),
      ewallet_types: v.array(int),
      ewallets: v.array(int),
    }),
  ),
});
export type FrontendSettings = v.InferOutput<typeof frontendSettings>;

/** GET /api/curators/notifications/?role=…: the menu badge. */
export const notification = v.strictObject({ unread_count: int, attention: v.boolean() });
export type Notification = v.InferOutput<typeof notification>;

/** GET /api/documents/. */
export const documentLinks = v.array(v.strictObject({ id: int, title: v.string(), url: v.string() }));
export type DocumentLink = v.InferOutput<typeof documentLinks>[number];
