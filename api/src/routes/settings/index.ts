import type { FastifyInstance } from 'fastify';
import { doc } from '../../plugins/openapi';
import { ok } from '../../plugins/reply';

interface ScreenshotRoomRule {
  recipients: number[];
  recipient_room_accounts: number[];
  ewallet_types: number[];
  ewallets: number[];
}

/** Frontend settings of spec 01 §3 (one row). */
export async function register(app: FastifyInstance): Promise<void> {
  app.get('/api/settings/frontend/', { schema: doc({ tags: ['settings'] }) }, async (_request, reply) => {
    const row = await app.db.one<{
      allow_untracked_input: number[];
      single_screenshot_rooms: Record<string, ScreenshotRoomRule>;
    }>('SELECT allow_untracked_input, single_screenshot_rooms FROM frontend_settings WHERE id = 1');
    return ok(reply, {
      allow_untracked_input: row?.allow_untracked_input ?? [],
      single_screenshot_rooms: row?.single_screenshot_rooms ?? {},
    });
  });
}
