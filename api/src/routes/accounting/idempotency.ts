import type { FastifyInstance } from 'fastify';
import { businessError } from '../../plugins/errors';

const KEY_RE = /^[\w-]{8,100}$/;

/**
 * Replays the first answer of a mutation sent again with the same Idempotency-Key header
 * (SECURITY.md "Money" 5). Concurrent first attempts are still serialised by the mutation's
 * own conditional update, so at most one of them acts.
 */
export function installIdempotency(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET') return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_RE.test(key))
      throw businessError('Некорректный заголовок Idempotency-Key.');
    const stored = await scope.db.one<{ route: string; status: number; body: unknown }>(
      'SELECT route, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [request.user.id, key],
    );
    if (!stored) return;
    const route = `${request.method} ${request.url}`;
    if (stored.route !== route)
      throw businessError('Ключ Idempotency-Key уже использован для другого запроса.');
    reply.header('idempotent-replayed', 'true');
    return reply.status(stored.status).send(stored.body);
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['idempotency-key'];
    if (request.method === 'GET' || typeof key !== 'string' || !KEY_RE.test(key)) return payload;
    if (reply.getHeader('idempotent-replayed') || reply.statusCode >= 300 || !request.user) return payload;
    await scope.db.query(
      `INSERT INTO idempotency_keys (user_id, key, route, status, body) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [
        request.user.id,
        key,
        `${request.method} ${request.url}`,
        reply.statusCode,
        typeof payload === 'string' ? payload : '{}',
      ],
    );
    return payload;
  });
}
