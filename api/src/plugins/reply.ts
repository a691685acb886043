import type { FastifyReply } from 'fastify';

export { forbidden, notFound } from './errors';

/** `{success: true, data, count?}`. */
export function ok<T>(reply: FastifyReply, data: T, count?: number): FastifyReply {
  return reply.send(count === undefined ? { success: true, data } : { success: true, data, count });
}
