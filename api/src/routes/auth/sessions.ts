import { activityList, endedAnswer, sessionList } from '@fund/shared/schemas/security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GenericSchema } from 'valibot';
import { MAX_USER_AGENT } from '../../lib/user-agent';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { emptyBody, idParams } from '../../plugins/validation';
import { listActivity } from './activity';
import type { Client } from './repository';
import { endOtherSessions, endSession, listSessions } from './sessions-repository';

/** The address and the user agent of a request, as a session and the activity log keep them. */
export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
});

const config = { role: 'any' as const };
const tags = ['auth'];

/**
 * A private POST of the signed-in user's with an empty body that ends or forgets all of something
 * of theirs (issue 41); `run` answers the data.
 */
export function emptyBodyPost(
  app: FastifyInstance,
  url: string,
  data: GenericSchema,
  run: (request: FastifyRequest) => Promise<unknown>,
): void {
  app.post(url, { config, schema: doc({ tags, body: emptyBody, data }) }, async (request, reply) =>
    ok(reply, await run(request)),
  );
}

/** The same for one of them, the path's `:id` (a positive integer, 400 otherwise). */
export function emptyBodyPostOn(
  app: FastifyInstance,
  url: `${string}/:id/${string}`,
  data: GenericSchema,
  run: (request: FastifyRequest, id: number) => Promise<unknown>,
): void {
  app.post(
    url,
    { config, schema: doc({ tags, params: idParams, body: emptyBody, data }) },
    async (request, reply) => ok(reply, await run(request, request.params.id)),
  );
}

/** The signed-in user's sessions (issue 41 item 3): list, end one, end every other; their activity log. */
export function registerSessionRoutes(app: FastifyInstance): void {
  app.get(
    '/api/users/sessions/',
    { config, schema: doc({ tags, data: sessionList }) },
    async (request, reply) =>
      ok(reply, await listSessions(app.db, request.user.id, request.sessionId, app.now())),
  );

  emptyBodyPostOn(app, '/api/users/sessions/:id/end/', endedAnswer, (request, id) =>
    endSession(app.db, request.user.id, id, clientOf(request), app.now()),
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
