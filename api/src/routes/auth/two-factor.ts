import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Enrolment, SecondStepAnswer, TwoFactorStatus } from '@fund/shared/schemas/security';
import { Secret, TOTP } from 'otpauth';
import { verifyPassword } from '../../auth/password';
import { limitReached, reserveCodeAttempt } from '../../auth/rate-limit';
import type { SecretBox } from '../../auth/secret-box';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/types';
import { hasTwoFactor } from '../../plugins/auth';
import { businessError, conflict, HttpError } from '../../plugins/errors';
import { recordActivity, recordSignIn } from './activity';
import { type Client, findLoginUser, startSession } from './repository';
import { TOTP_ISSUER as ISSUER, SECURITY_TEXT } from './texts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD = 30;
/** Steps of clock skew accepted either way. */
const WINDOW = 1;
const RECOVERY_CODES = 10;
/** 32 letters and digits (no 0/1/o/l): 16 of them are 80 random bits. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** A challenge of the password step lives this long and takes this many wrong codes. */
const CHALLENGE_SECONDS = 300;
const CHALLENGE_TRIES = 5;
/** «Доверять этому устройству 30 дней». */
const TRUSTED_DAYS = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
/** A sealed secret opens only in its own user's row. */
const sealContext = (userId: number) => `user_totp:${userId}`;

/** A current code or a recovery code, already normalized by the schemas. */
interface Factor {
  code?: string | undefined;
  recovery_code?: string | undefined;
  /** At sign-in only: the token of a device trusted earlier. */
  device_token?: string | undefined;
  /** At sign-in only: «Доверять этому устройству 30 дней». */
  trust_device?: boolean | undefined;
}

/** Whether 2FA is on and how many recovery codes are left (the «Безопасность» page). */
export async function twoFactorStatus(db: Db, userId: number, required: boolean): Promise<TwoFactorStatus> {
  const row = await db.one<{ enabled: boolean; left: number }>(
    `SELECT EXISTS (SELECT 1 FROM user_totp WHERE user_id = $1 AND enabled_at IS NOT NULL) AS enabled,
            (SELECT count(*)::int FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left`,
    [userId],
  );
  return { enabled: row!.enabled, recovery_codes_left: row!.left, required };
}

/**
 * «Включить», with the current password (a stolen access token alone cannot put the thief's app on
 * the account): a new pending secret (replacing an earlier pending one); 409 when 2FA is on.
 */
export async function startEnrolment(
  db: Db,
  box: SecretBox,
  { id: userId, username }: { id: number; username: string },
  password: string,
  now: Date,
): Promise<Enrolment> {
  const account = await findLoginUser(db, username);
  if (!account || !(await verifyPassword(password, account.password_hash))) {
    throw businessError(SECURITY_TEXT.wrongPassword);
  }
  const secret = new Secret({ size: 20 }).base32;
  const row = await db.one(
    `INSERT INTO user_totp AS t (user_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret = $2, created_at = $3, last_step = NULL
      WHERE t.enabled_at IS NULL
     RETURNING user_id`,
    [userId, box.seal(secret, sealContext(userId)), now],
  );
  if (!row) throw conflict(SECURITY_TEXT.alreadyEnabled);
  const uri = new TOTP({ issuer: ISSUER, label: username, secret, period: PERIOD }).toString();
  return { secret, uri };
}

/**
 * Accepts a code once: valid within ±{@link WINDOW} steps of `now`, and of a later step than the
 * last code accepted for the user (a conditional UPDATE, so of two concurrent uses one wins).
 * `stored` is the column as stored: sealed, or a plaintext of before the seal, which is sealed
 * by the same UPDATE; one that does not open (another server secret) accepts no code.
 */
async function acceptCode(t: Db, box: SecretBox, userId: number, stored: string, code: string, now: Date) {
  const secret = box.open(stored, sealContext(userId));
  if (!secret) return false;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret.plain),
    period: PERIOD,
    timestamp: now.getTime(),
    window: WINDOW,
  });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  const row = await t.one(
    `UPDATE user_totp SET last_step = $2, secret = COALESCE($3, secret)
      WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2)
     RETURNING user_id`,
    [userId, step, secret.legacy ? box.seal(secret.plain, sealContext(userId)) : null],
  );
  return Boolean(row);
}

/** Spends one unused recovery code of the user's. */
async function spendRecoveryCode(t: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const row = await t.one(
    `UPDATE user_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, sha256(code), now],
  );
  return Boolean(row);
}

/** The enabled secret of the user as stored, its row locked; undefined when 2FA is off. */
async function enabledSecret(t: Db, userId: number): Promise<string | undefined> {
  const row = await t.one<{ secret: string }>(
    'SELECT secret FROM user_totp WHERE user_id = $1 AND enabled_at IS NOT NULL FOR UPDATE',
    [userId],
  );
  return row?.secret;
}

/**
 * A device of the user's trusted earlier: its token's hash known, not expired, and given under
 * the user's current password (a changed password revokes it).
 */
async function trustedDevice(t: Db, box: SecretBox, userId: number, token: string, now: Date) {
  const row = await t.one<{ password_tag: string; password_hash: string }>(
    `SELECT d.password_tag, u.password_hash FROM trusted_devices d JOIN users u ON u.id = d.user_id
      WHERE d.token_hash = $1 AND d.user_id = $2 AND d.expires_at > $3`,
    [sha256(token), userId, now],
  );
  return Boolean(row && row.password_tag === box.mac(row.password_hash));
}

/**
 * «Доверять этому устройству»: a new random token (its hash kept), valid {@link TRUSTED_DAYS}; the
 * browser and address it was given to are kept for the «Безопасность» page's list.
 */
async function trustDevice(t: Db, box: SecretBox, userId: number, client: Client, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const user = await t.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  await t.query('DELETE FROM trusted_devices WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  await t.query(
    `INSERT INTO trusted_devices (user_id, token_hash, password_tag, created_at, expires_at, user_agent, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      userId,
      sha256(token),
      box.mac(user!.password_hash),
      now,
      new Date(now.getTime() + TRUSTED_DAYS * 86_400_000),
      client.userAgent,
      client.ip,
    ],
  );
  return token;
}

/** A code, a recovery code or a trusted device of a user with 2FA on; `used`: a recovery code spent. */
async function checkFactor(t: Db, box: SecretBox, userId: number, secret: string, factor: Factor, now: Date) {
  if (factor.code !== undefined)
    return { ok: await acceptCode(t, box, userId, secret, factor.code, now), used: false };
  if (factor.device_token !== undefined)
    return { ok: await trustedDevice(t, box, userId, factor.device_token, now), used: false };
  return { ok: await spendRecoveryCode(t, userId, factor.recovery_code ?? '', now), used: true };
}

const WRONG = Symbol('wrong code');

/** A wrong code leaves nothing changed but its line in the owner's activity log. */
async function refuseWrong(
  db: Db,
  userId: number,
  client: Client,
  now: Date,
  error: Error,
  kind: 'two_factor_failed' | 'sign_in_failed' = 'two_factor_failed',
): Promise<never> {
  await recordActivity(db, userId, kind, client, now);
  throw error;
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** One current code confirms the pending secret: 2FA on, ten new recovery codes (shown once). */
export async function confirmEnrolment(
  db: Db,
  box: SecretBox,
  userId: number,
  code: string,
  client: Client,
  now: Date,
) {
  const result = await db.tx(async (t) => {
    const pending = await t.one<{ secret: string }>(
      'SELECT secret FROM user_totp WHERE user_id = $1 AND enabled_at IS NULL FOR UPDATE',
      [userId],
    );
    if (!pending) throw conflict(SECURITY_TEXT.notPending);
    if (!(await acceptCode(t, box, userId, pending.secret, code, now))) return WRONG;
    await t.query('UPDATE user_totp SET enabled_at = $2 WHERE user_id = $1', [userId, now]);
    await t.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    await t.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await t.query('INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [
      userId,
      codes.map((c) => sha256(c.replace(/-/g, ''))),
    ]);
    await recordActivity(t, userId, 'two_factor_enabled', client, now);
    return { recovery_codes: codes };
  });
  if (result === WRONG) return refuseWrong(db, userId, client, now, businessError(SECURITY_TEXT.wrongCode));
  return result;
}

/** «Отключить»: needs a current code or a recovery code; the secret and the codes are deleted. */
export async function disableTwoFactor(
  db: Db,
  box: SecretBox,
  userId: number,
  factor: Factor,
  client: Client,
  now: Date,
) {
  const result = await db.tx(async (t) => {
    const secret = await enabledSecret(t, userId);
    if (!secret) throw conflict(SECURITY_TEXT.notEnabled);
    if (!(await checkFactor(t, box, userId, secret, factor, now)).ok) return WRONG;
    await t.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
    await t.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    await t.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
    await recordActivity(t, userId, 'two_factor_disabled', client, now);
    return {};
  });
  if (result === WRONG) return refuseWrong(db, userId, client, now, businessError(SECURITY_TEXT.wrongCode));
  return result;
}

/**
 * A step-up's code (issue 41 item 2), in the caller's transaction: accepted once, as at sign-in
 * (the user's 2FA row locked, then `last_step` moved on; rolled back with a refused action).
 */
export async function acceptStepUpCode(t: Db, box: SecretBox, userId: number, code: string, now: Date) {
  const secret = await enabledSecret(t, userId);
  return Boolean(secret) && (await acceptCode(t, box, userId, secret!, code, now));
}

/**
 * The password step of a user with 2FA: a challenge (its hash kept), valid {@link CHALLENGE_SECONDS}.
 * Its code tries count on the counter of the account and the password typed (an HMAC: only
 * callers who typed the same password share it). `checked`: the password was found right; else
 * (over the per-address limit, issue 41 item 5) the password typed is kept sealed and checked
 * only after a correct code.
 */
async function startChallenge(
  db: Db,
  box: SecretBox,
  userId: number,
  password: string,
  now: Date,
  checked: boolean,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const hash = sha256(challenge);
  await db.query('DELETE FROM login_challenges WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO login_challenges (token_hash, user_id, expires_at, throttle_key, candidate)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hash,
      userId,
      new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
      `two-factor:${userId}:${box.mac(`${userId}:${password}`)}`,
      checked ? null : box.seal(password, `login_challenges:${hash}`),
    ],
  );
  return challenge;
}

/** The challenge of a correct password of a user with 2FA. */
export const passwordChallenge = (db: Db, box: SecretBox, userId: number, password: string, now: Date) =>
  startChallenge(db, box, userId, password, now, true);

/**
 * Over the per-address limit (issue 41 item 5): for an active user with 2FA, a challenge whatever
 * the password (not checked here: the answer tells a guesser nothing, and costs no scrypt), so
 * the owner behind the same address as a guesser still signs in with the password and a code;
 * undefined for anyone else (the caller answers 429 as before).
 */
export async function blindChallenge(
  db: Db,
  box: SecretBox,
  username: string,
  password: string,
  now: Date,
): Promise<string | undefined> {
  const user = await findLoginUser(db, username);
  if (!user?.is_active || !(await hasTwoFactor(db, user.id))) return undefined;
  return startChallenge(db, box, user.id, password, now, false);
}

const challengeRefused = () => new HttpError(401, SECURITY_TEXT.challenge);

/**
 * Takes one try of a live challenge of an active user ({@link CHALLENGE_TRIES} at most, counted
 * by a conditional UPDATE that commits whatever follows); undefined when there is none.
 */
export async function tryChallenge(db: Db, challenge: string, now: Date) {
  const row = await db.one<{ user_id: number; throttle_key: string | null }>(
    `UPDATE login_challenges c SET attempts = c.attempts + 1 FROM users u
      WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > $2 AND c.attempts < $3
        AND u.id = c.user_id AND u.is_active
     RETURNING c.user_id, c.throttle_key`,
    [sha256(challenge), now, CHALLENGE_TRIES],
  );
  if (!row) throw challengeRefused();
  // A challenge of before migration 147: the account's own counter.
  return { userId: row.user_id, throttleKey: row.throttle_key ?? `two-factor:${row.user_id}` };
}

/**
 * Passwords of challenges given over the limit checked after a right factor, per account from all
 * addresses: a holder of a code, a recovery code or a trusted device (none is used up by a wrong
 * password) must not get unlimited password guesses. Only a right factor counts here, so a
 * guesser without one cannot spend the owner's.
 */
const BLIND_PASSWORDS = 10;
const blindKey = (userId: number) => `two-factor-password:${userId}`;

/** The password kept sealed in a challenge given over the limit: whether it is the user's. */
async function candidateIsRight(t: Db, box: SecretBox, userId: number, hash: string, candidate: string) {
  const password = box.open(candidate, `login_challenges:${hash}`);
  const user = await t.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  return Boolean(password && user && (await verifyPassword(password.plain, user.password_hash)));
}

/**
 * The second step: the challenge spent and the code (or a recovery code) accepted in one
 * transaction, which then starts the session like a password sign-in; a wrong code rolls the
 * spending back (the try stays counted) and is logged for the owner.
 */
export async function completeSignIn(
  db: Db,
  tokens: TokenService,
  box: SecretBox,
  userId: number,
  challenge: string,
  factor: Factor,
  client: Client,
  now: Date,
): Promise<SecondStepAnswer> {
  const hash = sha256(challenge);
  // A challenge given over the limit, its password not checked yet: a failure tells nothing more.
  let blind = false;
  let wrongPassword = false;
  const result = await db
    .tx(async (t) => {
      const spent = await t.one<{ candidate: string | null }>(
        `UPDATE login_challenges c SET used_at = $2, candidate = NULL FROM login_challenges o
          WHERE c.token_hash = $1 AND o.token_hash = c.token_hash AND c.used_at IS NULL
         RETURNING o.candidate`,
        [hash, now],
      );
      if (!spent) throw challengeRefused();
      blind = spent.candidate !== null;
      const secret = await enabledSecret(t, userId);
      if (!secret) throw challengeRefused();
      const checked = await checkFactor(t, box, userId, secret, factor, now);
      // Thrown, so that the challenge is not spent by a wrong code; a wrong password of a blind
      // challenge answers as a wrong code (and the code is not used up).
      if (!checked.ok) throw WRONG;
      if (spent.candidate !== null) {
        if (await limitReached(t, blindKey(userId), BLIND_PASSWORDS, now)) throw WRONG;
        wrongPassword = !(await candidateIsRight(t, box, userId, hash, spent.candidate));
        if (wrongPassword) throw WRONG;
      }
      if (checked.used) await recordActivity(t, userId, 'recovery_code_used', client, now);
      const { access, refresh } = await startSession(t, tokens, userId, client, now);
      await recordSignIn(t, userId, client, now);
      // A device signing in with its token is not given another.
      if (!factor.trust_device || factor.device_token !== undefined) return { refresh, access };
      return { refresh, access, device_token: await trustDevice(t, box, userId, client, now) };
    })
    .catch((error: unknown): typeof WRONG => {
      if (error === WRONG) return WRONG;
      throw error;
    });
  if (result === WRONG) {
    // Counted once the transaction is rolled back (inside it, the count would roll back too).
    if (wrongPassword) await reserveCodeAttempt(db, blindKey(userId), now);
    const error = new HttpError(401, SECURITY_TEXT.wrongCode);
    // A device no longer trusted (expired, revoked) is no wrong code: the browser asks for one.
    if (factor.device_token !== undefined && !blind) throw error;
    return refuseWrong(db, userId, client, now, error, blind ? 'sign_in_failed' : 'two_factor_failed');
  }
  return result;
}
