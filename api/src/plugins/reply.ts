import type { FastifyReply } from 'fastify';

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
