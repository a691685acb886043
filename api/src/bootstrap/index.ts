import { ALL_PERMISSION_IDS } from '@fund/shared/permissions';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/types';

/** Thrown for operator mistakes at start or in the CLI: the message says what to do. */
export class BootstrapError extends Error {}

const PLACEHOLDERS = /change-?me|changeme|example|placeholder|default|secret-?key|your-?secret|xxxxx/i;
const GENERATE = 'generate one with `openssl rand -base64 48`';

/** Why `secret` is not fit to sign tokens, or undefined when it is. */
export function weakSecretReason(secret: string | undefined): string | undefined {
  if (!secret) return `JWT_SECRET is not set: ${GENERATE}`;
  if (secret.length < 32)
    return `JWT_SECRET is ${secret.length} characters, at least 32 are required: ${GENERATE}`;
  if (PLACEHOLDERS.test(secret))
    return `JWT_SECRET looks like a placeholder ("${secret.slice(0, 12)}…"): ${GENERATE}`;
  if (new Set(secret).size < 10) return `JWT_SECRET has fewer than 10 distinct characters: ${GENERATE}`;
  return undefined;
}

export function assertStrongSecret(secret: string | undefined): string {
  const reason = weakSecretReason(secret);
  if (reason) throw new BootstrapError(reason);
  return secret!;
}

/** Why `password` is not fit for the first administrator, or undefined when it is. */
function weakPasswordReason(username: string, password: string | undefined): string | undefined {
  if (!password) return 'ADMIN_PASSWORD is not set';
  if (password.length < 12)
    return `ADMIN_PASSWORD is ${password.length} characters, at least 12 are required`;
  if (password.toLowerCase().includes(username.toLowerCase()))
    return 'ADMIN_PASSWORD must not contain the username';
  if (password === 'demo-password' || new Set(password).size < 6)
    return 'ADMIN_PASSWORD is too easy to guess';
  return undefined;
}

/** The trimmed username; throws BootstrapError for a bad username or a weak password. */
export function assertAdminInput(username: string, password: string | undefined): string {
  const name = username.trim();
  if (!/^[\w.@+-]{3,150}$/.test(name)) {
    throw new BootstrapError('ADMIN_USERNAME: 3-150 letters, digits or . @ + - _');
  }
  const weak = weakPasswordReason(name, password);
  if (weak) throw new BootstrapError(weak);
  return name;
}

export type FirstAdminResult = { created: true; id: number } | { created: false; reason: string };

/**
 * Creates the first staff user (every permission, curator) when the database has no users;
 * a no-op otherwise, so it is safe to run at every start. Weak passwords are refused.
 */
export async function createFirstAdmin(
  db: Db,
  { username, password }: { username: string; password: string | undefined },
): Promise<FirstAdminResult> {
  const name = assertAdminInput(username, password);
  const hash = await hashPassword(password!);
  return db.tx(async (t) => {
    // Same lock as the demo seed: two replicas starting together create one administrator.
    if (t.kind === 'postgres') await t.query('SELECT pg_advisory_xact_lock(724002)');
    const existing = await t.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (existing && existing.n > 0) return { created: false, reason: 'users already exist: nothing created' };
    const row = await t.one<{ id: number }>(
      'INSERT INTO users (username, password_hash, is_curator) VALUES ($1, $2, true) RETURNING id',
      [name, hash],
    );
    await t.query('INSERT INTO user_permissions (user_id, permission) SELECT $1, unnest($2::text[])', [
      row!.id,
      ALL_PERMISSION_IDS,
    ]);
    return { created: true, id: row!.id };
  });
}
