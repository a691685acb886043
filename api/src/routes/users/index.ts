import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';

/** The signed-in user: permissions, info and profile (spec 01 §7). */
export async function register(app: FastifyInstance): Promise<void> {
  const schema = doc({ tags: ['users'] });

  app.get('/api/users/permissions/', { schema }, async (request, reply) =>
    ok(reply, request.user.permissions),
  );

  app.get('/api/users/info/user/', { schema }, async (request, reply) => {
    const row = await app.db.one<{ shark_player_group: string | null; date_joined: Date }>(
      'SELECT shark_player_group, date_joined FROM users WHERE id = $1',
      [request.user.id],
    );
    return ok(reply, {
      shark_player_group: row?.shark_player_group ?? null,
      date_joined_ts: row ? Math.floor(row.date_joined.getTime() / 1000) : null,
    });
  });

  app.get('/api/users/current/', { schema }, async (request, reply) => {
    const row = await app.db.one<{ player_level: string | null; player_level_group: string | null }>(
      'SELECT player_level, player_level_group FROM users WHERE id = $1',
      [request.user.id],
    );
    const { id, username, isCurator } = request.user;
    return ok(reply, {
      id,
      username,
      player_level: row?.player_level
        ? { name: row.player_level, group: { name: row.player_level_group ?? '' } }
        : null,
      is_curator: isCurator,
    });
  });
}
