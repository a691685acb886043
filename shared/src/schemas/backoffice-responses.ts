import * as v from 'valibot';
import { int, timestampText } from './answer';
import { NOTICE_KINDS } from './backoffice';

/**
 * Answers (`data`) of the back office (`/api/backoffice/…`) and of what a player sees of its
 * decisions (`/api/accounting/notifications/`); documented by the routes, checked by the test app.
 */

/** One notice for the player: what the fund decided, Russian text ready to show. */
export const playerNotice = v.strictObject({
  id: int,
  kind: v.picklist(NOTICE_KINDS),
  entity_id: int,
  text: v.string(),
  created_at: timestampText,
  read: v.boolean(),
});
export type PlayerNotice = v.InferOutput<typeof playerNotice>;
/** GET /api/accounting/notifications/. */
export const playerNotices = v.strictObject({ unread_count: int, items: v.array(playerNotice) });
export type PlayerNotices = v.InferOutput<typeof playerNotices>;
/** POST /api/accounting/notifications/read/. */
export const noticesRead = v.strictObject({ updated: int });
