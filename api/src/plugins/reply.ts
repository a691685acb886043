import type { FastifyReply, FastifySchema } from 'fastify';
import { forbidden, notFound } from './errors';
import type { DataOf } from './openapi';

export { forbidden, notFound };

/** The route schema a handler's `reply` carries (Fastify's `SchemaCompiler` parameter). */
// biome-ignore lint/suspicious/noExplicitAny: matches every reply, whatever its route's generics.
type SchemaOf<R> = R extends FastifyReply<any, any, any, any, any, infer S> ? S : FastifySchema;

/** `{success: true, data, count?}`; `data` must be what the route's `doc({ data })` schema accepts. */
export function ok<R extends FastifyReply>(
  reply: R,
  data: DataOf<SchemaOf<R>>,
  count?: number,
): FastifyReply {
  return reply.send(count === undefined ? { success: true, data } : { success: true, data, count });
}

/** The row a route answers, or its 404 when it is gone (deleted between the check and the read). */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}

/** `{success: true, data, count?}`, as JSON text (what a stored answer keeps). */
export const envelope = (data: unknown, count?: number) =>
  JSON.stringify(count === undefined ? { success: true, data } : { success: true, data, count });

/** An answer that is already JSON text (a stored answer, storedAnswer). */
export function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
