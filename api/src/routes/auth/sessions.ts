import { activityList, endedAnswer, noBody, sessionList } from '@fund/shared/schemas/security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_USER_AGENT } from '../../lib/user-agent';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { idParams, parseBody, parseParams } from '../../plugins/validation';
import { listActivity } from './activity';
import type { Client } from './repository';
import { endOtherSessions, endSession, listSessions } from './sessions-repository';

/** The address and the user agent of a request, as a session and the activity log keep them. */
export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
});

/** The signed-in user's sessions (issue 41 item 3): list, end one, end every other; their activity log. */
export function registerSessionRoutes(app: FastifyInstance): void {
  const tags = ['auth'];
  const config = { role: 'any' as const };

  app.get(
    '/api/users/sessions/',
    { config, schema: doc({ tags, data: sessionList }) },
    async (request, reply) =>
      ok(reply, await listSessions(app.db, request.user.id, request.sessionId, app.now())),
  );

  app.post(
    '/api/users/sessions/:id/end/',
    { config, schema: doc({ tags, params: idParams, body: noBody, data: endedAnswer }) },
    async (request, reply) => {
      const { id } = parseParams(idParams, request.params);
      parseBody(noBody, request.body ?? {});
      return ok(reply, await endSession(app.db, request.user.id, id, clientOf(request), app.now()));
    },
  );

  app.post(
    '/api/users/sessions/end-others/',
    { config, schema: doc({ tags, body: noBody, data: endedAnswer }) },
    async (request, reply) => {
      parseBody(noBody, request.body ?? {});
      return ok(
        reply,
        await endOtherSessions(app.db, request.user.id, request.sessionId, clientOf(request), app.now()),
      );
    },
  );

  app.get(
    '/api/users/activity/',
    { config, schema: doc({ tags, data: activityList }) },
    async (request, reply) => ok(reply, await listActivity(app.db, request.user.id)),
  );
}
