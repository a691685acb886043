import { ALL_PERMISSION_IDS } from '@fund/shared/permissions';
import { verifyPassword } from '../../src/auth/password';
import { resolveJwtSecret } from '../../src/auth/secret';
import { BootstrapError, createFirstAdmin, weakSecretReason } from '../../src/bootstrap';
import { runCreateAdmin } from '../../src/bootstrap/cli';
import type { Db } from '../../src/db/types';
import { emptyDb, TEST_JWT_SECRET } from '../helpers/app';

const STRONG = 'Kx7-correct-horse-battery';

/** The CLI on `db` (kept open for assertions: the CLI's close is deferred to the test). */
async function cli(db: Db, env: Record<string, string>) {
  const lines: string[] = [];
  const close = db.close.bind(db);
  db.close = async () => undefined;
  const code = await runCreateAdmin(
    env,
    (line) => lines.push(line),
    async () => db,
  );
  db.close = close;
  return { code, lines };
}

describe('first run: create-admin CLI', () => {
  it('creates one staff user with every permission on an empty database; a second run is a no-op', async () => {
    const db = await emptyDb();
    try {
      const { code, lines } = await cli(db, { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: STRONG });
      expect({ code, lines }).toEqual({ code: 0, lines: ['administrator "owner" created'] });
      const perms = await db.query<{ permission: string }>(
        'SELECT permission FROM user_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = $1',
        ['owner'],
      );
      expect(perms.map((p) => p.permission).sort()).toEqual([...ALL_PERMISSION_IDS].sort());
      const user = await db.one<{ password_hash: string; is_active: boolean; is_curator: boolean }>(
        'SELECT password_hash, is_active, is_curator FROM users WHERE username = $1',
        ['owner'],
      );
      expect(user).toMatchObject({ is_active: true, is_curator: true });
      expect(await verifyPassword(STRONG, user!.password_hash)).toBe(true);
      // Safe at every start: with users present, nothing is created.
      expect(await cli(db, { ADMIN_USERNAME: 'second', ADMIN_PASSWORD: STRONG })).toEqual({
        code: 0,
        lines: ['users already exist: nothing created'],
      });
      expect(await db.query('SELECT username FROM users')).toEqual([{ username: 'owner' }]);
    } finally {
      await db.close();
    }
  });

  it.each([
    [
      { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD is 5 characters, at least 12 are required',
    ],
    [
      { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-owner-2026' },
      'ADMIN_PASSWORD must not contain the username',
    ],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'aaaaaaaaaaaaaaaa' }, 'ADMIN_PASSWORD is too easy to guess'],
    [{ ADMIN_USERNAME: 'owner' }, 'ADMIN_PASSWORD is not set'],
    [{ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: STRONG }, 'ADMIN_USERNAME: 3-150 letters, digits or . @ + - _'],
    [
      { ADMIN_PASSWORD: STRONG },
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set (the first administrator to create)',
    ],
  ])('refuses %j with a clear message, before touching the database', async (env, message) => {
    const open = jest.fn(emptyDb);
    const lines: string[] = [];
    expect(await runCreateAdmin(env, (line) => lines.push(line), open)).toBe(2);
    expect(lines).toEqual([message]);
    expect(open).not.toHaveBeenCalled();
  });

  it('createFirstAdmin itself refuses a weak password before touching the database', async () => {
    const untouched = {} as Db;
    await expect(
      createFirstAdmin(untouched, { username: 'owner', password: 'short' }),
    ).rejects.toBeInstanceOf(BootstrapError);
  });
});

describe('JWT secret', () => {
  it.each([
    [undefined, 'JWT_SECRET is not set: generate one with `openssl rand -base64 48`'],
    [
      'change-me-in-production',
      'JWT_SECRET is 23 characters, at least 32 are required: generate one with `openssl rand -base64 48`',
    ],
    [
      'change-me-in-production-change-me-now',
      'JWT_SECRET looks like a placeholder ("change-me-in…"): generate one with `openssl rand -base64 48`',
    ],
    [
      'abababababababababababababababababab',
      'JWT_SECRET has fewer than 10 distinct characters: generate one with `openssl rand -base64 48`',
    ],
  ])('refuses %j', (secret, message) => {
    expect(weakSecretReason(secret)).toBe(message);
  });

  it('accepts a generated secret and refuses a weak one at app start', () => {
    expect(weakSecretReason(TEST_JWT_SECRET)).toBeUndefined();
    expect(() => resolveJwtSecret({ jwtSecret: 'change-me-in-production' })).toThrow(BootstrapError);
  });
});
