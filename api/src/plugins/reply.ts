import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db/types';
import { type DocOptions, doc } from './openapi';

export { forbidden, notFound } from './errors';

/** `{success: true, data, count?}`. */
export function ok<T>(reply: FastifyReply, data: T, count?: number): FastifyReply {
  return reply.send(count === undefined ? { success: true, data } : { success: true, data, count });
}

/**
 * GET `url` answering the signed-in user's own data: `read(db, user id)` as `{success, data}`.
 * `config` says who may call it (permission or role), as on every route; `tags` and `data`
 * document it (`doc`).
 */
export function getOwn(
  app: FastifyInstance,
  url: string,
  route: Pick<RouteShorthandOptions, 'config'> & Pick<DocOptions, 'tags' | 'data'>,
  read: (db: Db, userId: number) => Promise<unknown>,
): void {
  app.get(
    url,
    { config: route.config, schema: doc({ tags: route.tags, data: route.data }) },
    async (request, reply) => ok(reply, await read(app.db, request.user.id)),
  );
}
