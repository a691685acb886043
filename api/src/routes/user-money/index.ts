import { reviewSchema } from '@fund/shared/schemas/accounting';
import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { parseBody } from '../../plugins/validation';
import { payoutInfo } from '../accounting/reports';

const config = { permission: 'dashboard' as const };
const tags = ['users'];

/** The user's money endpoints under /api/users/: payout info, reviews, room accounts. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get('/api/users/current/payout/', { config, schema: doc({ tags }) }, async (request, reply) =>
    ok(reply, await payoutInfo(app.db, request.user.id)),
  );

  app.post(
    '/api/users/reviews/',
    { config, schema: doc({ tags, body: reviewSchema }) },
    async (request, reply) => {
      const { review } = parseBody(reviewSchema, request.body);
      const row = await app.db.one<{ id: number }>(
        'INSERT INTO reviews (user_id, review) VALUES ($1, $2) RETURNING id',
        [request.user.id, review.trim()],
      );
      return ok(reply, { id: row?.id });
    },
  );

  // Used by the history filters too (spec 02 §7): any signed-in user, own accounts only.
  app.get(
    '/api/users/accounts/user/',
    { config: { role: 'any' }, schema: doc({ tags }) },
    async (request, reply) => {
      const rows = await app.db.query<{ id: number; name: string; room_id: number; room_name: string }>(
        `SELECT ar.id, ar.name, r.id AS room_id, r.name AS room_name FROM account_records ar
         JOIN rooms r ON r.id = ar.room_id WHERE ar.user_id = $1 ORDER BY r.id, ar.id`,
        [request.user.id],
      );
      return ok(
        reply,
        rows.map((row) => ({ id: row.id, name: row.name, room: { id: row.room_id, name: row.room_name } })),
      );
    },
  );
}
