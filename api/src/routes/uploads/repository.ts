import { randomUUID } from 'node:crypto';
import { HH_CATEGORIES, HH_TEXT, type HhCategory, type HhExpected } from '@fund/shared/schemas/uploads';
import type { HhReceived } from '@fund/shared/schemas/uploads-responses';
import type { Db } from '../../db/types';
import { conflict } from '../../plugins/errors';
import { uploadsStorage } from '../../storage';
import type { ZipSummary } from './zip-check';

/** The storage key of a stored archive: `hhs/<user>/<name>` in uploadsStorage() (a folder or a bucket, docs/deploy.md). */
const archiveKey = (userId: number, fileName: string) => `hhs/${userId}/${fileName}`;

interface ExpectedRow extends Record<HhCategory, boolean> {
  period: string;
}

const monthOf = (period: string) => period.slice(0, 7);

/** The earliest month with anything outstanding; all false when nothing is. */
export async function expectedFor(db: Db, userId: number): Promise<HhExpected> {
  const row = await db.one<ExpectedRow>(
    `SELECT to_char(period, 'YYYY-MM-DD') AS period, h2n, ggnetwork, ggsummary, ggscreen
       FROM hand_upload_expected
      WHERE user_id = $1 AND (h2n OR ggnetwork OR ggsummary OR ggscreen)
      ORDER BY period LIMIT 1`,
    [userId],
  );
  const flags = Object.fromEntries(HH_CATEGORIES.map((c) => [c, row?.[c] ?? false])) as Record<
    HhCategory,
    boolean
  >;
  return { ...flags, period: row ? monthOf(row.period) : null };
}

/** 409 unless some month still expects this category: checked before an archive is read or inflated. */
export async function assertExpected(db: Db, userId: number, type: HhCategory): Promise<void> {
  // `type` is one of HH_CATEGORIES (checked by the schema), so it is safe as a column name.
  const row = await db.one(`SELECT 1 FROM hand_upload_expected WHERE user_id = $1 AND ${type} LIMIT 1`, [
    userId,
  ]);
  if (!row) throw conflict(HH_TEXT.notExpected);
}

export interface IncomingFile {
  buffer: Buffer;
  originalName: string;
  summary: ZipSummary;
}

/**
 * Records one category for the earliest month that still expects it: the file (if any) is
 * written under a generated name first, then one transaction clears the flag with a
 * conditional UPDATE and inserts the row; on any failure the file is removed again.
 */
export async function receive(
  db: Db,
  userId: number,
  type: HhCategory,
  file: IncomingFile | null,
): Promise<HhReceived> {
  const storage = uploadsStorage();
  let stored: string | null = null;
  if (file) {
    stored = `${randomUUID()}.zip`;
    await storage.put(archiveKey(userId, stored), file.buffer, 'application/zip');
  }
  try {
    return await db.tx(async (t) => {
      // `type` is one of HH_CATEGORIES (checked by the schema), so it is safe as a column name.
      const cleared = await t.one<{ period: string }>(
        `UPDATE hand_upload_expected SET ${type} = false
          WHERE user_id = $1 AND ${type}
            AND period = (SELECT min(period) FROM hand_upload_expected WHERE user_id = $1 AND ${type})
          RETURNING to_char(period, 'YYYY-MM-DD') AS period`,
        [userId],
      );
      if (!cleared) throw conflict(HH_TEXT.notExpected);
      const row = await t.one<{ id: number }>(
        `INSERT INTO hand_uploads
           (user_id, period, category, file_name, original_name, size_bytes, entry_count, uncompressed_bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          userId,
          cleared.period,
          type,
          stored,
          file?.originalName.slice(0, 255) ?? null,
          file?.buffer.length ?? 0,
          file?.summary.entries ?? 0,
          file?.summary.uncompressedBytes ?? 0,
        ],
      );
      return { id: row!.id, type, period: monthOf(cleared.period), empty: file === null };
    });
  } catch (error) {
    if (stored) await storage.remove(archiveKey(userId, stored)).catch(() => undefined);
    throw error;
  }
}
