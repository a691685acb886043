import * as v from 'valibot';
import { int, timestampText } from './answer';

/**
 * Account protection the user sees (issue 41): the sessions of `/api/users/sessions/` and the
 * «Безопасность» page that lists them.
 */

/** One active session: a sign-in whose refresh family is live. Empty browser/os: the user agent did not say. */
const sessionRow = v.strictObject({
  id: int,
  browser: v.string(),
  os: v.string(),
  ip: v.string(),
  started_at: timestampText,
  last_seen_at: timestampText,
  /** The session of the token that asked. */
  current: v.boolean(),
});
export type SessionRow = v.InferOutput<typeof sessionRow>;

/** GET /api/users/sessions/: newest activity first. */
export const sessionList = v.array(sessionRow);

/** How many sessions a «Завершить» or «Завершить все другие» ended. */
export const endedAnswer = v.strictObject({ ended: int });

/** The body of both revoking routes: nothing. */
export const noBody = v.strictObject({});

/** What the activity log records (migrations 131, 132). */
const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_new_device',
  'sign_in_failed',
  'session_ended',
  'sessions_ended',
] as const;

/** One event of the user's own activity log: when, what, from which address and device. */
const activityRow = v.strictObject({
  id: int,
  kind: v.picklist(ACTIVITY_KINDS),
  at: timestampText,
  ip: v.string(),
  browser: v.string(),
  os: v.string(),
  /** How many sessions an ending ended; null for a sign-in. */
  ended: v.nullable(int),
});
export type ActivityRow = v.InferOutput<typeof activityRow>;

/** GET /api/users/activity/: the newest 100, newest first. */
export const activityList = v.array(activityRow);
