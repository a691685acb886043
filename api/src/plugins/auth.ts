import { hasPermission } from '@fund/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import type { AuthUser } from '../types';
import { forbidden, HttpError, TEXT, tokenNotValid } from './errors';

/** The user behind a token, from the database (migration 085); kept between requests by AuthUsers. */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | undefined> {
  const row = await db.one<{ id: number; username: string; is_curator: boolean; permissions: string[] }>(
    // A function (migration 085): its plan is kept per connection, PGlite included.
    'SELECT * FROM auth_user($1)',
    [userId],
  );
  return (
    row && { id: row.id, username: row.username, permissions: row.permissions, isCurator: row.is_curator }
  );
}

/**
 * Whether the user has two-factor sign-in on: sign-in then needs the second step, and the back
 * office is open to staff (the hook below).
 */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  return Boolean(
    await db.one('SELECT 1 FROM user_totp WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId]),
  );
}

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: AuthUser; sid?: number }> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, TEXT.notAuthenticated);
  const [scheme, token, extra] = header.split(' ');
  if (!token || extra !== undefined || !['bearer', 'jwt'].includes(scheme?.toLowerCase() ?? '')) {
    throw tokenNotValid();
  }
  const claims = app.tokens.verify(token, 'access');
  if (!claims) throw tokenNotValid();
  // Kept only while the database would say when it changes (lib/auth-users.ts): a deactivated
  // user's token stops working at once.
  const user = await app.authUsers.get(claims.user_id);
  if (!user) throw tokenNotValid();
  return { user, sid: claims.sid };
}

/** The preflight route @fastify/cors adds (`OPTIONS *`); its hook answers before ours. */
function isCorsPreflightRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url === '*' && request.routeOptions.method === 'OPTIONS';
}

/**
 * One hook for every route: authentication, then the route's permission or role. Decided on the
 * matched route's own config, never on the raw URL (`/%61pi/...` routes like `/api/...`): every
 * route is private unless its config says `public: true`. A request that matched no route goes
 * to the 404 handler, which runs no handler code and no query.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', undefined as unknown as AuthUser);
  app.decorateRequest('sessionId', undefined);
  // The OpenAPI document says which routes need no token (`security: []`), from the same config.
  app.addHook('onRoute', (route) => {
    if (route.config?.public === true) route.schema = { ...route.schema, security: [] };
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404 || isCorsPreflightRoute(request)) return;
    const config = request.routeOptions.config;
    if (config.public === true) return;
    const { user, sid } = await authenticate(app, request);
    request.user = user;
    request.sessionId = sid;
    if (config.permission && !hasPermission(user.permissions, config.permission)) throw forbidden();
    // Staff work only with two-factor sign-in on (issue 41 item 1): the back-office permission's
    // routes move money and change users. Read on each such request, never kept, so enabling
    // counts from the next request.
    if (config.permission === 'backoffice' && !(await hasTwoFactor(app.db, user.id))) {
      throw new HttpError(403, TEXT.twoFactorRequired, 'two_factor_required');
    }
    if (config.role === 'curator' && !user.isCurator) throw forbidden();
    if (config.role === 'player' && !hasPermission(user.permissions, 'player')) throw forbidden();
  });
}
