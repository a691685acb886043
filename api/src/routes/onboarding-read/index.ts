import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/reply';

interface AccountRow {
  room_id: number;
  room_name: string;
  room_description: string;
  account_record_id: number;
  room_account_name: string;
  needs_email: boolean;
}

/** GET of the onboarding form: whether the caller submitted it, and their room accounts. */
export async function register(app: FastifyInstance): Promise<void> {
  app.get('/api/users/newplayerformv2/', { schema: { tags: ['onboarding'] } }, async (request, reply) => {
    const userId = request.user.id;
    const form = await app.db.one('SELECT 1 FROM new_player_forms WHERE user_id = $1', [userId]);
    const rows = await app.db.query<AccountRow>(
      `SELECT r.id AS room_id, r.name AS room_name, r.description AS room_description,
              a.id AS account_record_id, a.name AS room_account_name, r.needs_email
         FROM account_records a JOIN rooms r ON r.id = a.room_id
        WHERE a.user_id = $1 AND NOT r.virtual
        ORDER BY r.id, a.id`,
      [userId],
    );
    return ok(reply, {
      // Curators (and admins) never fill the new-player form: the gate is for players only.
      form_completed: form !== undefined || request.user.isCurator,
      // One account per room and nickname: the room account and the account record are one row here.
      accounts: rows.map((row) => ({
        room_id: row.room_id,
        room_name: row.room_name,
        room_description: row.room_description,
        room_account_id: row.account_record_id,
        account_record_id: row.account_record_id,
        room_account_name: row.room_account_name,
        hasEmail: row.needs_email,
      })),
    });
  });
}
