import type { PayoutRequest } from '@fund/shared/schemas/accounting';
import type { Db } from '../../../db/types';
import { moscowTime } from '../../../lib/moscow-time';
import { businessError, conflict } from '../../../plugins/errors';
import { texts } from '../../../texts';
import { currentBundle, ownAccount } from '../repository';

/**
 * A wallet change holds the player's payouts for 24 hours (issue 41 item 2; migration 154,
 * auth/wallets.ts): no payout is requested or paid meanwhile. Locks the user's row, so a wallet
 * change and a payout are serialised.
 */
export async function lockPayoutHold(t: Db, userId: number) {
  const held = await t.one<{ until: Date | null }>(
    'SELECT CASE WHEN payouts_held_until > now() THEN payouts_held_until END AS until FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (held?.until) throw conflict(texts.money.payoutHeld(moscowTime(held.until)));
}

/** One pending payout request per player (unique partial index as the backstop). */
export async function requestPayout(db: Db, userId: number, items: PayoutRequest) {
  const ids = items.map((item) => item.account_record_id);
  if (new Set(ids).size !== ids.length) throw businessError(texts.money.duplicateAccount);
  return db.tx(async (t) => {
    await lockPayoutHold(t, userId);
    for (const id of ids) await ownAccount(t, userId, id);
    const pending = await t.one("SELECT id FROM payout_requests WHERE user_id = $1 AND status = 'pending'", [
      userId,
    ]);
    if (pending) throw conflict(texts.money.pendingPayout);
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    const row = await t.one<{ id: number }>(
      'INSERT INTO payout_requests (user_id, bundle_id) VALUES ($1, $2) RETURNING id',
      [userId, bundle],
    );
    for (const item of items) {
      await t.query(
        `INSERT INTO payout_request_items (payout_request_id, account_record_id, screenshot, screenshot2)
         VALUES ($1, $2, $3, $4)`,
        [row!.id, item.account_record_id, item.screenshot.trim(), item.screenshot2?.trim() || null],
      );
    }
    return { id: row!.id };
  });
}
