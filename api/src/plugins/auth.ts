import { hasPermission } from '@fund/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../types';
import { forbidden, HttpError, TEXT, tokenNotValid } from './errors';

async function loadUser(app: FastifyInstance, userId: number): Promise<AuthUser | undefined> {
  const row = await app.db.one<{ id: number; username: string; is_curator: boolean; permissions: string[] }>(
    `SELECT u.id, u.username, u.is_curator,
            COALESCE(array_agg(p.permission ORDER BY p.permission) FILTER (WHERE p.permission IS NOT NULL), '{}') AS permissions
       FROM users u LEFT JOIN user_permissions p ON p.user_id = u.id
      WHERE u.id = $1 AND u.is_active
      GROUP BY u.id`,
    [userId],
  );
  return (
    row && { id: row.id, username: row.username, permissions: row.permissions, isCurator: row.is_curator }
  );
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, TEXT.notAuthenticated);
  const [scheme, token, extra] = header.split(' ');
  if (!token || extra !== undefined || !['bearer', 'jwt'].includes(scheme?.toLowerCase() ?? '')) {
    throw tokenNotValid();
  }
  const claims = app.tokens.verify(token, 'access');
  if (!claims) throw tokenNotValid();
  // Read on every request so a deactivated user's token stops working at once.
  const user = await loadUser(app, claims.user_id);
  if (!user) throw tokenNotValid();
  return user;
}

/** One hook for every /api route: authentication, then the route's permission or role. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', undefined as unknown as AuthUser);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.method === 'OPTIONS') return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const user = await authenticate(app, request);
    request.user = user;
    if (config.permission && !hasPermission(user.permissions, config.permission)) throw forbidden();
    if (config.role === 'curator' && !user.isCurator) throw forbidden();
    if (config.role === 'player' && !hasPermission(user.permissions, 'player')) throw forbidden();
  });
}
