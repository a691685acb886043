import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db/types';
import { storedAnswer } from '../lib/stored-answers';
import { type DocOptions, doc } from './openapi';

export { forbidden, notFound } from './errors';

/** `{success: true, data, count?}`. */
export function ok<T>(reply: FastifyReply, data: T, count?: number): FastifyReply {
  return reply.send(count === undefined ? { success: true, data } : { success: true, data, count });
}

/** `{success: true, data, count?}`, as JSON text (what a stored answer keeps). */
export const envelope = (data: unknown, count?: number) =>
  JSON.stringify(count === undefined ? { success: true, data } : { success: true, data, count });

/** An answer that is already JSON text (a stored answer, storedAnswer). */
export function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * GET `url` answering the signed-in user's own data: `read(db, user id)` as `{success, data}`.
 * `config` says who may call it (permission or role), as on every route; `tags` and `data`
 * document it (`doc`). `stored`: the answer is kept until what it reads changes (storedAnswer;
 * `read` must read only the tables migration 095 watches).
 */
export function getOwn(
  app: FastifyInstance,
  url: string,
  route: Pick<RouteShorthandOptions, 'config'> & Pick<DocOptions, 'tags' | 'data'> & { stored?: boolean },
  read: (db: Db, userId: number) => Promise<unknown>,
): void {
  app.get(
    url,
    { config: route.config, schema: doc({ tags: route.tags, data: route.data }) },
    route.stored
      ? async (request, reply) =>
          sendJson(
            reply,
            await storedAnswer(app.db, request.user.id, url, async (db) =>
              envelope(await read(db, request.user.id)),
            ),
          )
      : async (request, reply) => ok(reply, await read(app.db, request.user.id)),
  );
}
