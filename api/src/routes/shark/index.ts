import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';
import { currentBundle, lastContract } from '../accounting/bundles';

const config = { permission: 'dashboard' as const };
const schema = doc({ tags: ['shark'] });

/** Shark statistics: 30-day stats, the player's nicknames, entries totals since contract and bundle start. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get('/api/shark/stats/30days/', { config, schema }, async (request, reply) => {
    const row = await app.db.one(
      `SELECT abi::text AS abi, entries, reentry::text AS reentry, turbo::text AS turbo, updated_at
         FROM shark_stats WHERE user_id = $1`,
      [request.user.id],
    );
    return ok(reply, row ?? null);
  });

  app.get('/api/shark/playergroup/alltournaments/', { config, schema }, async (request, reply) => {
    const rows = await app.db.query<{ name: string; network: string }>(
      `SELECT ar.name, r.network FROM account_records ar JOIN rooms r ON r.id = ar.room_id
        WHERE ar.user_id = $1 AND NOT r.virtual ORDER BY r.id, ar.id`,
      [request.user.id],
    );
    return ok(reply, {
      nicknames: rows,
      nicknames_tooltip: rows.map((row) => `${row.name} (${row.network})`).join(', '),
    });
  });

  const entriesSince = async (userId: number, since: Date | undefined) => {
    if (!since) return { entries: 0, since: null };
    const row = await app.db.one<{ n: number }>(
      'SELECT COALESCE(sum(entries), 0)::int AS n FROM tournament_entries_daily WHERE user_id = $1 AND day >= $2::date',
      [userId, since],
    );
    return { entries: row?.n ?? 0, since };
  };
  app.get('/api/shark/playergroup/totalentries/contract/', { config, schema }, async (request, reply) =>
    ok(
      reply,
      await entriesSince(request.user.id, (await lastContract(app.db, request.user.id))?.start_datetime),
    ),
  );
  app.get('/api/shark/playergroup/totalentries/bundle/', { config, schema }, async (request, reply) =>
    ok(
      reply,
      await entriesSince(request.user.id, (await currentBundle(app.db, request.user.id))?.start_datetime),
    ),
  );
}
