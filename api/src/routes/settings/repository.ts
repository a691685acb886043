import type { Db } from '../../db/types';

export interface ScreenshotRoomRule {
  recipients: number[];
  recipient_room_accounts: number[];
  ewallet_types: number[];
  ewallets: number[];
}

/** The one row of frontend settings (spec 01 §3); empty lists when it is missing. */
export async function frontendSettings(db: Db) {
  const row = await db.one<{
    allow_untracked_input: number[];
    single_screenshot_rooms: Record<string, ScreenshotRoomRule>;
  }>('SELECT allow_untracked_input, single_screenshot_rooms FROM frontend_settings WHERE id = 1');
  return {
    allow_untracked_input: row?.allow_untracked_input ?? [],
    single_screenshot_rooms: row?.single_screenshot_rooms ?? {},
  };
}
