import * as v from 'valibot';
import { deviceTexts } from '../i18n/security/device/texts';
import { securityTexts } from '../i18n/security/texts';
import { payoutRequestSchema } from './accounting';
import { int, timestampText } from './answer';
import { tokenPairAnswer } from './auth';

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

/** What the activity log records (migrations 131, 132, 144, 150, 154). */
const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_new_device',
  'sign_in_failed',
  'session_ended',
  'sessions_ended',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'recovery_code_used',
  'device_forgotten',
  'devices_forgotten',
  'step_up_failed',
  'wallet_changed',
] as const;

/** One event of the user's own activity log: when, what, from which address and device. */
const activityRow = v.strictObject({
  id: int,
  kind: v.picklist(ACTIVITY_KINDS),
  at: timestampText,
  ip: v.string(),
  browser: v.string(),
  os: v.string(),
  /** How many sessions an ending ended (devices a «Забыть все» forgot); null for a sign-in. */
  ended: v.nullable(int),
});
export type ActivityRow = v.InferOutput<typeof activityRow>;

/** GET /api/users/activity/: the newest 100, newest first. */
export const activityList = v.array(activityRow);

/**
 * A device trusted for 30 days (issue 41 item 1), as the user sees it on «Безопасность»: the browser
 * and OS and the address it was trusted from (empty: not known), since when and until when.
 */
const trustedDeviceRow = v.strictObject({
  id: int,
  browser: v.string(),
  os: v.string(),
  ip: v.string(),
  created_at: timestampText,
  expires_at: timestampText,
});
export type TrustedDeviceRow = v.InferOutput<typeof trustedDeviceRow>;

/** GET /api/users/trusted-devices/: the devices still trusted, the latest trusted first. */
export const trustedDeviceList = v.array(trustedDeviceRow);

/** How many devices «Забыть» or «Забыть все устройства» forgot. */
export const forgottenAnswer = v.strictObject({ forgotten: int });

/** A code from the authenticator app: six digits (spaces between them allowed). */
const totpCode = v.pipe(
  v.string(securityTexts.twoFactor.codeFormat),
  v.transform((code) => code.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, securityTexts.twoFactor.codeFormat),
);

/** A recovery code as shown (`xxxx-xxxx-xxxx-xxxx`); case, spaces and dashes do not matter. */
const recoveryCode = v.pipe(
  v.string(securityTexts.twoFactor.recoveryFormat),
  v.transform((code) => code.toLowerCase().replace(/[\s-]/g, '')),
  v.regex(/^[a-z2-9]{16}$/, securityTexts.twoFactor.recoveryFormat),
);

/** A current code, one recovery code or (at sign-in) a trusted device's token: exactly one. */
const oneFactor = <T extends { code?: string; recovery_code?: string; device_token?: string }>(body: T) =>
  [body.code, body.recovery_code, body.device_token].filter((factor) => factor !== undefined).length === 1;

/** The token of a device trusted for 30 days (issue 41), as the API gave it. */
const deviceToken = v.pipe(
  v.string(deviceTexts.deviceToken),
  v.nonEmpty(deviceTexts.deviceToken),
  v.maxLength(200, deviceTexts.deviceToken),
);

/** Disabling: a current code or one recovery code. */
export const secondFactor = v.pipe(
  v.strictObject({ code: v.optional(totpCode), recovery_code: v.optional(recoveryCode) }),
  v.check(oneFactor, securityTexts.twoFactor.codeOrRecovery),
);

/**
 * POST /api/token/two-factor/: the challenge of the password step and a code, a recovery code or the
 * token of a trusted device; `trust_device` asks for such a token (30 days) with the tokens.
 */
export const secondStepSchema = v.pipe(
  v.strictObject({
    challenge: v.pipe(
      v.optional(v.string(securityTexts.twoFactor.challenge), ''),
      v.nonEmpty(securityTexts.twoFactor.challenge),
      v.maxLength(200, securityTexts.twoFactor.challenge),
    ),
    code: v.optional(totpCode),
    recovery_code: v.optional(recoveryCode),
    device_token: v.optional(deviceToken),
    trust_device: v.optional(v.boolean(deviceTexts.trustDevice)),
  }),
  v.check(oneFactor, securityTexts.twoFactor.codeOrRecovery),
);

/** POST /api/token/two-factor/: the pair, and the device's token when `trust_device` was asked. */
export const secondStepAnswer = v.strictObject({
  refresh: v.string(),
  access: v.string(),
  device_token: v.optional(v.string()),
});
export type SecondStepAnswer = v.InferOutput<typeof secondStepAnswer>;

/** POST /api/users/two-factor/start/: the current password. */
export const startBody = v.strictObject({
  password: v.pipe(v.optional(v.string(), ''), v.nonEmpty(securityTexts.twoFactor.passwordRequired)),
});

/** POST /api/users/two-factor/confirm/: one current code. */
export const confirmBody = v.strictObject({ code: totpCode });

/** GET /api/users/two-factor/: whether 2FA is on and how many recovery codes are left. */
/**
 * GET /api/users/two-factor/: on or off, recovery codes left, and `required`: the user is staff
 * (the back-office permission), whose back-office routes refuse a token without 2FA (issue 41).
 */
export const twoFactorStatus = v.strictObject({
  enabled: v.boolean(),
  recovery_codes_left: int,
  required: v.boolean(),
});
export type TwoFactorStatus = v.InferOutput<typeof twoFactorStatus>;

/** POST /api/users/two-factor/start/: the pending secret, as text and as the app's otpauth:// URI. */
export const enrolment = v.strictObject({ secret: v.string(), uri: v.string() });
export type Enrolment = v.InferOutput<typeof enrolment>;

/** POST /api/users/two-factor/confirm/: the ten recovery codes, shown once. */
export const recoveryCodes = v.strictObject({ recovery_codes: v.array(v.string()) });

/**
 * POST /api/token/ for a user with two-factor sign-in (issue 41): a correct password answers a
 * short-lived challenge instead of the pair; POST /api/token/two-factor/ completes it. Here, not in
 * ./auth.ts: the login form imports that module, and the union would join the first view.
 */
const challengeAnswer = v.strictObject({ two_factor: v.literal(true), challenge: v.string() });
export const loginAnswer = v.union([tokenPairAnswer, challengeAnswer]);

/** The user's current password confirming an action (not a new one: no rules but its size). */
const currentPassword = v.pipe(
  v.string(securityTexts.twoFactor.passwordRequired),
  v.nonEmpty(securityTexts.twoFactor.passwordRequired),
  v.maxLength(200, securityTexts.twoFactor.passwordRequired),
);

/** What confirms money leaving the fund (issue 41 item 2): the password, or a code with 2FA on. */
export const stepUpEntries = { password: v.optional(currentPassword), code: v.optional(totpCode) };

/** One of the step-up's two, never both (which one is needed the API decides). */
export function oneStepUp<T extends { password?: string | undefined; code?: string | undefined }>() {
  return v.check<T, string>(
    (body) => body.password === undefined || body.code === undefined,
    securityTexts.stepUp.oneOf,
  );
}

/**
 * POST /api/accounting/payoutrequestsv2/ (issue 41 item 2, step-up): the rooms' items (the spec's
 * list) under `requests`, confirmed by a current code from the app when 2FA is on, else by the
 * password; which one is needed the API decides, a body with both is refused.
 */
export const confirmedPayoutSchema = v.pipe(
  v.strictObject({ requests: payoutRequestSchema, ...stepUpEntries }),
  oneStepUp(),
);
export type ConfirmedPayout = v.InferOutput<typeof confirmedPayoutSchema>;

/** GET /api/users/wallets/ (issue 41 item 2): the player's Skrill wallets and the payout hold a change set. */
export const walletsAnswer = v.strictObject({
  no_skrill: v.boolean(),
  skrill_usd: v.nullable(v.string()),
  skrill_eur: v.nullable(v.string()),
  skrill_residence_id: v.nullable(int),
  /** Payouts are refused until then (24 hours after the last change); null: no hold. */
  payouts_held_until: v.nullable(timestampText),
});
export type Wallets = v.InferOutput<typeof walletsAnswer>;
