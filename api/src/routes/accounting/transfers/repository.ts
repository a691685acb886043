import {
  addDecimals,
  compareDecimals,
  negateDecimal,
  roundDecimal,
  toDecimalString,
} from '@fund/shared/decimal';
import { hasFixedFee } from '@fund/shared/fees';
import type { TransferConfirmation } from '@fund/shared/schemas/accounting';
import type { Db } from '../../../db/types';
import { type ImageInfo, imageInfo } from '../../../lib/image-header';
import { businessError, conflict } from '../../../plugins/errors';
import { notFound } from '../../../plugins/reply';
import { appendMovement, currentBundle, ownAccount, shiftBalance } from '../repository';

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
    // The transfer's own hold is already released (status updated above); the others stay.
    if (body.change_balance) await shiftBalance(t, account.id, bundle, delta, 'transfer');
    return { id, status: to };
  });
}

interface Row {
  id: number;
  type: 'send' | 'receive';
  room_short_name: string;
  room_name: string;
  room_id: number;
  currency_name: string;
  amount: string;
  send_account_nickname: string;
  receive_account_nickname: string | null;
  send_ewallet_id: number | null;
  send_ewallet_address: string | null;
  send_ewallet_type: number | null;
  receive_ewallet_id: number | null;
  receive_ewallet_address: string | null;
  receive_ewallet_type: number | null;
  receiver_is_admin: boolean;
  receiver_id: number | null;
  receive_room_account_id: number | null;
  status: string;
  admin_comment: string;
  created_datetime: Date;
}

const wallet = (id: number | null, address: string | null, type: number | null) =>
  id === null ? null : { id, address, type: { id: type } };

/** to_send: my transfers still to confirm; to_receive: sent to me, waiting for my confirmation. */
export async function listTransfers(db: Db, userId: number) {
  const rows = await db.query<Row>(
    `SELECT t.id, CASE WHEN s.user_id = $1 THEN 'send' ELSE 'receive' END AS type,
            r.short_name AS room_short_name, r.name AS room_name, r.id AS room_id, r.currency_name,
            t.amount::text AS amount, s.name AS send_account_nickname, rc.name AS receive_account_nickname,
            sw.id AS send_ewallet_id, sw.address AS send_ewallet_address, sw.type_id AS send_ewallet_type,
            rw.id AS receive_ewallet_id, rw.address AS receive_ewallet_address, rw.type_id AS receive_ewallet_type,
            t.receiver_is_admin, rc.user_id AS receiver_id, rc.id AS receive_room_account_id,
            t.status, t.admin_comment, t.created_datetime
       -- The player's transfers one account at a time, each side through its own (account, status)
       -- index (LATERAL, OFFSET 0 keeps it a per-account scan): an OR over the two sides, or a join
       -- back to transfers, let the generic plan of the prepared statement (and PGlite, which
       -- has no statistics) scan every transfer of every player (issue 11). The two sides are
       -- disjoint by status.
       FROM (SELECT x.* FROM account_records a
               CROSS JOIN LATERAL (SELECT * FROM transfers x WHERE x.sender_account_record_id = a.id
                                      AND x.status IN ('new', 'held') OFFSET 0) x
              WHERE a.user_id = $1
             UNION ALL
             SELECT x.* FROM account_records a
               CROSS JOIN LATERAL (SELECT * FROM transfers x WHERE x.receiver_account_record_id = a.id
                                      AND x.status = 'sent' OFFSET 0) x
              WHERE a.user_id = $1) t
       JOIN rooms r ON r.id = t.room_id
       JOIN account_records s ON s.id = t.sender_account_record_id
       LEFT JOIN account_records rc ON rc.id = t.receiver_account_record_id
       LEFT JOIN ewallets sw ON sw.id = t.send_ewallet_id
       LEFT JOIN ewallets rw ON rw.id = t.receive_ewallet_id
      ORDER BY t.created_datetime DESC, t.id DESC`,
    [userId],
  );
  const items = rows.map(({ send_ewallet_id, send_ewallet_address, send_ewallet_type, status, ...row }) => {
    const { receive_ewallet_id, receive_ewallet_address, receive_ewallet_type, ...rest } = row;
    return {
      ...rest,
      send_ewallet: wallet(send_ewallet_id, send_ewallet_address, send_ewallet_type),
      receive_ewallet: wallet(receive_ewallet_id, receive_ewallet_address, receive_ewallet_type),
      is_balance_hold: status === 'held',
    };
  });
  return {
    to_send: items.filter((item) => item.type === 'send'),
    to_receive: items.filter((item) => item.type === 'receive'),
  };
}

const MAX_IMAGES_PER_TRANSFER = 5;
/** Largest side and pixel count of a dialog capture: a screenshot is far below, a decompression bomb is not. */
const MAX_IMAGE_SIDE = 8192;
const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_TEXT = {
  notImage: 'Файл должен быть изображением PNG, JPEG или WebP.',
  noFile: 'Файл изображения обязателен.',
  notConfirmed: 'Скриншот можно приложить только к подтверждённому переводу.',
  tooMany: 'Слишком много скриншотов для этого перевода.',
  tooBig: `Изображение больше ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} точек.`,
} as const;

/** The image's type by its decoded header, refused when the size is empty or over the caps. */
export function checkImage(bytes: Buffer): ImageInfo {
  const info = imageInfo(bytes);
  if (!info || info.width < 1 || info.height < 1) throw businessError(IMAGE_TEXT.notImage);
  if (
    info.width > MAX_IMAGE_SIDE ||
    info.height > MAX_IMAGE_SIDE ||
    info.width * info.height > MAX_IMAGE_PIXELS
  ) {
    throw businessError(IMAGE_TEXT.tooBig);
  }
  return info;
}

/** Stores a dialog capture for a transfer the user confirmed (as sender or receiver). */
export async function saveTransferImage(db: Db, userId: number, transferId: number, bytes: Buffer) {
  const { mime } = checkImage(bytes);
  return db.tx(async (t) => {
    const transfer = await t.one<{ id: number }>(
      `SELECT t.id FROM transfers t
         JOIN account_records s ON s.id = t.sender_account_record_id
         LEFT JOIN account_records r ON r.id = t.receiver_account_record_id
        WHERE t.id = $1 AND (s.user_id = $2 OR r.user_id = $2) FOR UPDATE OF t`,
      [transferId, userId],
    );
    if (!transfer) throw notFound('Перевод не найден.');
    const confirmed = await t.one(
      'SELECT 1 FROM transfer_confirmations WHERE transfer_id = $1 AND user_id = $2',
      [transferId, userId],
    );
    if (!confirmed) throw conflict(IMAGE_TEXT.notConfirmed);
    const count = await t.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM transfer_images WHERE transfer_id = $1',
      [transferId],
    );
    if ((count?.n ?? 0) >= MAX_IMAGES_PER_TRANSFER) throw conflict(IMAGE_TEXT.tooMany);
    const row = await t.one<{ id: number }>(
      `INSERT INTO transfer_images (transfer_id, user_id, mime, size, data) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [transferId, userId, mime, bytes.length, bytes],
    );
    return { id: row?.id, mime, size: bytes.length };
  });
}
