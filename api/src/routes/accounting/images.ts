import type { Db } from '../../db/types';
import { businessError, conflict } from '../../plugins/errors';
import { notFound } from '../../plugins/reply';
import { type ImageInfo, imageInfo } from './image-header';

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
