import type { Db } from '../../db/types';
import { businessError, conflict } from '../../plugins/errors';
import { notFound } from '../../plugins/reply';

export const MAX_IMAGES_PER_TRANSFER = 5;
export const IMAGE_TEXT = {
  notImage: 'Файл должен быть изображением PNG, JPEG или WebP.',
  noFile: 'Файл изображения обязателен.',
  notConfirmed: 'Скриншот можно приложить только к подтверждённому переводу.',
  tooMany: 'Слишком много скриншотов для этого перевода.',
} as const;

/** The image type by its first bytes, never by the name or the declared type. */
export function imageMime(bytes: Buffer): string | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Stores a dialog capture for a transfer the user confirmed (as sender or receiver). */
export async function saveTransferImage(db: Db, userId: number, transferId: number, bytes: Buffer) {
  const mime = imageMime(bytes);
  if (!mime) throw businessError(IMAGE_TEXT.notImage);
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
