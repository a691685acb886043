import { roundDecimal, toDecimalString } from '@fund/shared/decimal';
import { FIXED_FEE_PERCENTAGE, FIXED_FEE_ROOM_ID, FIXED_FEE_WALLET_TYPE_ID } from '@fund/shared/fees';
import type { TransferConfirmation } from '@fund/shared/schemas/accounting';
import type { Db } from '../../../db/types';
import { reencodeImage } from '../../../lib/image-decode';
import { type ImageInfo, imageInfo } from '../../../lib/image-header';
import { businessError, conflict } from '../../../plugins/errors';
import { notFound } from '../../../plugins/reply';
import { texts } from '../../../texts';
import { ACCOUNT_NOT_FOUND, moneyAction } from '../repository';

const TRANSFER_TEXT = {
  ...texts.transfers,
  insufficient: texts.money.insufficient,
  virtualBalance: texts.money.virtualBalance,
} as const;

/** What `hold_transfer` and `confirm_transfer` (migration 096) refuse, as the API answers it. */
const REFUSAL = {
  not_found: () => notFound(TRANSFER_TEXT.notFound),
  account_not_found: () => notFound(ACCOUNT_NOT_FOUND),
  virtual_balance: () => businessError(TRANSFER_TEXT.virtualBalance),
  receive_hold: () => businessError(TRANSFER_TEXT.receiveHold),
  already_held: () => conflict(TRANSFER_TEXT.alreadyHeld),
  not_holdable: () => conflict(TRANSFER_TEXT.notHoldable),
  insufficient: () => businessError(TRANSFER_TEXT.insufficient),
  over_available: (available: string) => businessError(texts.money.overAvailable(available)),
  fixed_fee: () => businessError(TRANSFER_TEXT.fixedFee),
  not_sent_yet: () => conflict(TRANSFER_TEXT.notSentYet),
  already_sent: () => conflict(TRANSFER_TEXT.alreadySent),
  already_received: () => conflict(TRANSFER_TEXT.alreadyReceived),
};

/**
 * new → held, if the balance minus the other holds covers the amount: one statement, `hold_transfer`
 * of migration 096 (the account lock, the status and balance checks, the update).
 */
export async function holdTransfer(db: Db, userId: number, id: number, changeBalance: boolean) {
  await moneyAction(db.query('SELECT hold_transfer($1, $2, $3)', [userId, id, changeBalance]), REFUSAL);
  return { id, is_balance_hold: true };
}

/**
 * The sender's (new|held → sent) or the receiver's (sent → received) confirmation: one statement,
 * `confirm_transfer` of migration 096 (the account lock, the fixed-fee rule, the status change,
 * the confirmation row, the ledger and, with `change_balance`, the balance).
 */
export async function confirmTransfer(db: Db, userId: number, id: number, body: TransferConfirmation) {
  const row = await moneyAction(
    db.one<{ status: string }>(
      'SELECT confirm_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) AS status',
      [
        userId,
        id,
        body.player_comment.trim(),
        body.player_comment2?.trim() || null,
        toDecimalString(body.amount_before_transfer),
        roundDecimal(toDecimalString(body.fee), 2),
        roundDecimal(toDecimalString(body.fee_percentage), 2),
        body.change_balance,
        body.screenshot_required,
        FIXED_FEE_ROOM_ID,
        FIXED_FEE_WALLET_TYPE_ID,
        FIXED_FEE_PERCENTAGE,
      ],
    ),
    REFUSAL,
  );
  return { id, status: row!.status };
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
  notImage: texts.transfers.notImage,
  noFile: texts.transfers.noFile,
  notConfirmed: texts.transfers.notConfirmed,
  tooMany: texts.transfers.tooManyImages,
  tooBig: texts.transfers.imageTooBig(MAX_IMAGE_SIDE),
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

/**
 * Stores a dialog capture for a transfer the user confirmed (as sender or receiver): the header is
 * checked first (type, caps), then the image is decoded in full and a re-encoded copy is stored,
 * never the bytes as sent (issue 35: a header alone, or HTML after the image, was stored as is).
 */
export async function saveTransferImage(db: Db, userId: number, transferId: number, sent: Buffer) {
  const { mime } = checkImage(sent);
  const bytes = await reencodeImage(sent, mime, MAX_IMAGE_PIXELS);
  if (!bytes) throw businessError(IMAGE_TEXT.notImage);
  return db.tx(async (t) => {
    const transfer = await t.one<{ id: number }>(
      `SELECT t.id FROM transfers t
         JOIN account_records s ON s.id = t.sender_account_record_id
         LEFT JOIN account_records r ON r.id = t.receiver_account_record_id
        WHERE t.id = $1 AND (s.user_id = $2 OR r.user_id = $2) FOR UPDATE OF t`,
      [transferId, userId],
    );
    if (!transfer) throw notFound(TRANSFER_TEXT.notFound);
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
