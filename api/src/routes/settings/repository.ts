import type { FrontendSettings } from '@fund/shared/schemas/shell-responses';
import type { Db } from '../../db/types';

/** The one row of frontend settings (spec 01 §3); empty lists when it is missing. */
export async function frontendSettings(db: Db): Promise<FrontendSettings> {
  const row = await db.one<FrontendSettings>(
    'SELECT allow_untracked_input, single_screenshot_rooms FROM frontend_settings WHERE id = 1',
  );
  return {
    allow_untracked_input: row?.allow_untracked_input ?? [],
    single_screenshot_rooms: row?.single_screenshot_rooms ?? {},
  };
}
