import type { FastifyInstance } from 'fastify';
import { accountId, type Client } from './helpers';

/** A transfer the fund assigned: from `sender` to the fund, status 'new'. */
export async function newTransfer(app: FastifyInstance, sender: number, amount: string): Promise<number> {
  const row = await app.db.one<{ id: number }>(
    `INSERT INTO transfers (room_id, sender_account_record_id, receiver_is_admin, amount, status, admin_comment)
     SELECT room_id, id, true, $2, 'new', 'test' FROM account_records WHERE id = $1 RETURNING id`,
    [sender, amount],
  );
  return row!.id;
}

/**
 * The case on the player's ACR account (room 7, balance input allowed): its seeded
 * transfers cancelled, balance 200 by a snapshot, a transfer of 150 held through the API.
 * `ps` is the player's PokerStars account of the same chip currency.
 */
export async function heldAccount(app: FastifyInstance, player: Client, balance = '200', held = '150.00') {
  const acr = await accountId(app, 'player', 7);
  const ps = await accountId(app, 'player', 23);
  await app.db.query("UPDATE transfers SET status = 'cancelled' WHERE sender_account_record_id = $1", [acr]);
  const set = await player.post('/api/accounting/accountrecordbalances/', {
    account_record: acr,
    balance,
    tournaments_count: 0,
  });
  if (set.statusCode !== 200) throw new Error(`snapshot: ${set.body}`);
  const transfer = await newTransfer(app, acr, held);
  const hold = await player.post(`/api/accounting/transfers/holdv2/${transfer}/`, { change_balance: false });
  if (hold.statusCode !== 200) throw new Error(`hold: ${hold.body}`);
  return { acr, ps, transfer };
}
