import {
  addDecimals,
  compareDecimals,
  negateDecimal,
  roundDecimal,
  toDecimalString,
} from '@fund/shared/decimal';
import { hasFixedFee } from '@fund/shared/fees';
import type { TransferConfirmation } from '@fund/shared/schemas/accounting';
import type { Db } from '../../db/types';
import { businessError, conflict } from '../../plugins/errors';
import { notFound } from '../../plugins/reply';
import { appendBalance, appendMovement, ensureCoversHolds, latestBalance, ownAccount } from './accounts';
import { currentBundle } from './bundles';

const TRANSFER_TEXT = {
  notFound: 'Перевод не найден.',
  alreadyHeld: 'Баланс по этому переводу уже зарезервирован.',
  notHoldable: 'Перевод уже подтверждён, резерв невозможен.',
  receiveHold: 'Входящий перевод нельзя зарезервировать.',
  insufficient: 'Недостаточно средств на счёте.',
  alreadySent: 'Перевод уже подтверждён.',
  notSentYet: 'Отправитель ещё не подтвердил перевод.',
  alreadyReceived: 'Получение уже подтверждено.',
  virtualBalance: 'Изменение баланса недоступно для виртуального рума.',
  fixedFee: 'Для этого рума и кошелька комиссия составляет 1%.',
} as const;

interface TransferRow {
  id: number;
  room_id: number;
  amount: string;
  status: string;
  sender_account_record_id: number;
  receiver_account_record_id: number | null;
  sender_user_id: number;
  receiver_user_id: number | null;
  send_wallet_type: number | null;
}

async function loadTransfer(
  db: Db,
  id: number,
  userId: number,
): Promise<TransferRow & { side: 'send' | 'receive' }> {
  const row = await db.one<TransferRow>(
    `SELECT t.id, t.room_id, t.amount::text AS amount, t.status, t.sender_account_record_id, t.receiver_account_record_id,
            s.user_id AS sender_user_id, r.user_id AS receiver_user_id, sw.type_id AS send_wallet_type
       FROM transfers t
       JOIN account_records s ON s.id = t.sender_account_record_id
       LEFT JOIN account_records r ON r.id = t.receiver_account_record_id
       LEFT JOIN ewallets sw ON sw.id = t.send_ewallet_id
      WHERE t.id = $1 AND t.status <> 'cancelled'`,
    [id],
  );
  // Someone else's transfer is indistinguishable from a missing one.
  if (!row || (row.sender_user_id !== userId && row.receiver_user_id !== userId))
    throw notFound(TRANSFER_TEXT.notFound);
  return { ...row, side: row.sender_user_id === userId ? 'send' : 'receive' };
}

/** new → held, if the balance minus the other holds covers the amount. */
export async function holdTransfer(db: Db, userId: number, id: number, changeBalance: boolean) {
  return db.tx(async (t) => {
    const transfer = await loadTransfer(t, id, userId);
    if (transfer.side === 'receive') throw businessError(TRANSFER_TEXT.receiveHold);
    const account = await ownAccount(t, userId, transfer.sender_account_record_id, true);
    if (changeBalance && account.virtual) throw businessError(TRANSFER_TEXT.virtualBalance);
    const current = await t.one<{ status: string }>('SELECT status FROM transfers WHERE id = $1', [id]);
    if (current?.status === 'held') throw conflict(TRANSFER_TEXT.alreadyHeld);
    if (current?.status !== 'new') throw conflict(TRANSFER_TEXT.notHoldable);
    // balance − held in one query (migration 011's function, the backstop's own definition).
    const available = (await t.one<{ available: string }>('SELECT account_available($1)::text AS available', [
      account.id,
    ]))!.available;
    if (compareDecimals(available, transfer.amount) < 0) throw businessError(TRANSFER_TEXT.insufficient);
    const updated = await t.one<{ id: number }>(
      `UPDATE transfers SET status = 'held', held_at = now(), hold_change_balance = $2
        WHERE id = $1 AND status = 'new' RETURNING id`,
      [id, changeBalance],
    );
    if (!updated) throw conflict(TRANSFER_TEXT.alreadyHeld);
    return { id, is_balance_hold: true };
  });
}

/** The sender's (new|held → sent) or the receiver's (sent → received) confirmation. */
export async function confirmTransfer(db: Db, userId: number, id: number, body: TransferConfirmation) {
  return db.tx(async (t) => {
    const transfer = await loadTransfer(t, id, userId);
    const accountId =
      transfer.side === 'send'
        ? transfer.sender_account_record_id
        : (transfer.receiver_account_record_id as number);
    const account = await ownAccount(t, userId, accountId, true);
    if (body.change_balance && account.virtual) throw businessError(TRANSFER_TEXT.virtualBalance);
    const fee = roundDecimal(toDecimalString(body.fee), 2);
    const percent = roundDecimal(toDecimalString(body.fee_percentage), 2);
    if (
      transfer.side === 'send' &&
      hasFixedFee(transfer.room_id, transfer.send_wallet_type) &&
      compareDecimals(percent, '1') !== 0 &&
      compareDecimals(fee, '0') !== 0
    ) {
      throw businessError(TRANSFER_TEXT.fixedFee);
    }
    const [from, to] = transfer.side === 'send' ? [['new', 'held'], 'sent'] : [['sent'], 'received'];
    const updated = await t.one<{ id: number }>(
      `UPDATE transfers SET status = $2, ${transfer.side === 'send' ? 'sent_at' : 'received_at'} = now()
        WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
      [id, to, from],
    );
    if (!updated) {
      if (transfer.side === 'receive' && ['new', 'held'].includes(transfer.status)) {
        throw conflict(TRANSFER_TEXT.notSentYet);
      }
      throw conflict(transfer.side === 'send' ? TRANSFER_TEXT.alreadySent : TRANSFER_TEXT.alreadyReceived);
    }
    await t.query(
      `INSERT INTO transfer_confirmations (transfer_id, side, user_id, player_comment, player_comment2,
         amount_before_transfer, fee, fee_percentage, change_balance, screenshot_required)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        transfer.side,
        userId,
        body.player_comment.trim(),
        body.player_comment2?.trim() || null,
        toDecimalString(body.amount_before_transfer),
        transfer.side === 'send' ? fee : '0',
        transfer.side === 'send' ? percent : '0',
        body.change_balance,
        body.screenshot_required,
      ],
    );
    const bundle = (await currentBundle(t, userId))?.id ?? null;
    const base = { account: account.id, bundle, source: 'transfer', sourceId: id };
    let delta: string;
    if (transfer.side === 'send') {
      await appendMovement(t, { ...base, kind: 'transfer_out', amount: negateDecimal(transfer.amount) });
      if (compareDecimals(fee, '0') > 0)
        await appendMovement(t, { ...base, kind: 'fee', amount: negateDecimal(fee) });
      delta = negateDecimal(addDecimals(transfer.amount, fee));
    } else {
      await appendMovement(t, { ...base, kind: 'transfer_in', amount: transfer.amount });
      delta = transfer.amount;
    }
    if (body.change_balance) {
      const next = addDecimals(await latestBalance(t, account.id), delta);
      // The transfer's own hold is already released (status updated above); the others stay.
      await ensureCoversHolds(t, account.id, next);
      await appendBalance(t, account.id, bundle, next, 'transfer');
    }
    return { id, status: to };
  });
}
