import { activityList, endedAnswer, noBody, sessionList } from '@fund/shared/schemas/security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GenericSchema } from 'valibot';
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

/**
 * A private POST of the signed-in user's with an empty body that ends or forgets something of
 * theirs (issue 41): a path with `:id` has it checked; `run` answers the data.
 */
export function emptyBodyPost(
  app: FastifyInstance,
  url: string,
  data: GenericSchema,
  run: (request: FastifyRequest) => Promise<unknown>,
): void {
  const params = url.includes('/:id/') ? { params: idParams } : {};
  app.post(
    url,
    { config: { role: 'any' }, schema: doc({ tags: ['auth'], ...params, body: noBody, data }) },
    async (request, reply) => {
      parseBody(noBody, request.body ?? {});
      return ok(reply, await run(request));
    },
  );
}

/** The path's `:id`, a positive integer (400 otherwise). */
export const idOf = (request: FastifyRequest) => parseParams(idParams, request.params).id;

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

  emptyBodyPost(app, '/api/users/sessions/:id/end/', endedAnswer, (request) =>
    endSession(app.db, request.user.id, idOf(request), clientOf(request), app.now()),
  );

  emptyBodyPost(app, '/api/users/sessions/end-others/', endedAnswer, (request) =>
    endOtherSessions(app.db, request.user.id, request.sessionId, clientOf(request), app.now()),
  );

  app.get(
    '/api/users/activity/',
    { config, schema: doc({ tags, data: activityList }) },
    async (request, reply) => ok(reply, await listActivity(app.db, request.user.id)),
  );
}
