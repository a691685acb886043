import type { PermissionKey } from '@fund/shared/permissions';
import type { SecretBox } from './auth/secret-box';
import type { TokenService } from './auth/tokens';
import type { Db } from './db/types';
import type { AuthUsers } from './lib/auth-users';

type Role = 'curator' | 'player' | 'any';

export interface AuthUser {
  id: number;
  username: string;
  /** Permission ids (values of PERMISSIONS) the user holds. */
  permissions: string[];
  isCurator: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The users behind tokens, kept between requests (lib/auth-users.ts). */
    authUsers: AuthUsers;
    tokens: TokenService;
    /** Seals the TOTP secrets at rest (auth/secret-box.ts, docs/security.md «Two-factor sign-in»). */
    totpBox: SecretBox;
    now: () => Date;
  }
  interface FastifyRequest {
    /** Set by the auth hook on every non-public /api route. */
    user: AuthUser;
    /** The session of the access token (`sid`, issue 41); absent in a token issued without one. */
    sessionId: number | undefined;
  }
  interface FastifyContextConfig {
    /** No token needed (login, refresh, docs). */
    public?: boolean;
    /** A key of PERMISSIONS the caller must hold. */
    permission?: PermissionKey;
    /** 'curator' needs the curator flag, 'player' the player permission, 'any' a signed-in user. */
    role?: Role;
  }
}
