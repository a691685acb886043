import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { BusinessError, businessError, conflict } from '../plugins/errors';
import { ok } from '../plugins/reply';
import { texts } from '../texts';

const KEY_RE = /^[\w-]{8,100}$/;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** The request's fingerprint: route and body (JSON, or the bytes of an upload). */
function fingerprint(route: string, input: unknown): string {
  const hash = createHash('sha256').update(route).update('\n');
  hash.update(Buffer.isBuffer(input) ? input : (JSON.stringify(canonical(input ?? null)) ?? ''));
  return hash.digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_RE.test(key)) throw businessError(texts.idempotency.badKey);
  return key;
}

/** The database backstop of balance − held ≥ 0 (migration 011) as the project's 409, never a 500. */
function backstop(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23514') return error;
  if (constraint === 'balance_covers_holds') return conflict(texts.money.backstop);
  if (constraint === 'balance_reports_balance_check') return businessError(texts.money.insufficient);
  return error;
}

interface Outcome {
  replayed: boolean;
  status: number;
  body: unknown;
}

/**
 * Runs one mutation (every money write, and the back office's other writes) and answers
 * `{success: true, data}` (SECURITY.md "Money" 5).
 * With an `Idempotency-Key` header the key is reserved first, in the mutation's own transaction
 * (primary key (user_id, key)): a concurrent request with the same key waits on that row and then
 * replays the stored answer; a key already used with another route or body is 422. A refused
 * mutation rolls back its reservation, so the key may be used again. `input` is what the
 * fingerprint covers (the JSON body unless given); `afterCommit` runs once the change is committed
 * (or replayed), before the answer is sent.
 */
export async function mutation<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  act: (db: Db) => Promise<T>,
  { input = request.body, afterCommit }: { input?: unknown; afterCommit?: () => Promise<void> } = {},
): Promise<FastifyReply> {
  const key = keyOf(request);
  try {
    if (key === undefined) {
      const data = await act(db);
      await afterCommit?.();
      return ok(reply, data);
    }
    const userId = request.user.id;
    const route = `${request.method} ${request.url}`;
    const hash = fingerprint(route, input);
    const outcome = await db.tx<Outcome>(async (t) => {
      const reserved = await t.one(
        `INSERT INTO idempotency_keys (user_id, key, route, request_hash, status, body)
         VALUES ($1, $2, $3, $4, 0, 'null') ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, route, hash],
      );
      if (!reserved) {
        const stored = await t.one<{ route: string; request_hash: string; status: number; body: unknown }>(
          'SELECT route, request_hash, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
          [userId, key],
        );
        if (!stored || stored.route !== route || stored.request_hash !== hash)
          throw new BusinessError(texts.idempotency.reused, 422);
        return { replayed: true, status: stored.status, body: stored.body };
      }
      const body = { success: true, data: await act(t) };
      await t.query('UPDATE idempotency_keys SET status = 200, body = $3 WHERE user_id = $1 AND key = $2', [
        userId,
        key,
        JSON.stringify(body),
      ]);
      return { replayed: false, status: 200, body };
    });
    await afterCommit?.();
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(outcome.status).send(outcome.body);
  } catch (error) {
    throw backstop(error);
  }
}
