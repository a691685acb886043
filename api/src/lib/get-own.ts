import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db/types';
import { type DocOptions, doc } from '../plugins/openapi';
import { envelope, ok, sendJson } from '../plugins/reply';
import { storedAnswer } from './stored-answers';

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
