import * as v from 'valibot';
import { uploadsTexts } from '../i18n/uploads/texts';

import { HH_CATEGORIES } from './uploads-plan';

export {
  canCloseHandUpload,
  HH_CATEGORIES,
  type HhCategory,
} from './uploads-plan';

/** Expected data (its schema: `uploads-responses`). */
export type { HhExpected } from './uploads-responses';

/** Bounds of one uploaded archive (docs/uploads.md). */
export const HH_LIMITS = {
  maxFileBytes: 40 * 1024 * 1024,
  /** Entries of one archive, read from the central directory before anything is inflated. */
  maxEntries: 10_000,
  /** Sum of the entries' inflated sizes (a month of hand histories is far below it). */
  maxUncompressedBytes: 512 * 1024 * 1024,
  /** Hand histories compress 10-30 times; a bomb of zeros compresses about 1000 times. */
  maxRatio: 100,
  /**
   * Small entries may compress well without being a bomb: an entry's ratio counts from this size,
   * and the whole archive's ratio (inflated total / archive size) from `ratioFromBytes * 16`.
   * A "flat" bomb (thousands of 64 KiB entries of zeros) fails the archive's ratio.
   */
  ratioFromBytes: 64 * 1024,
} as const;

/** The server's and the dialog's messages about a file. */
export const HH_TEXT = {
  ...uploadsTexts,
  tooLarge: uploadsTexts.tooLarge(HH_LIMITS.maxFileBytes / 1024 / 1024),
  tooManyEntries: uploadsTexts.tooManyEntries(HH_LIMITS.maxEntries),
  tooBigUncompressed: uploadsTexts.tooBigUncompressed(HH_LIMITS.maxUncompressedBytes / 1024 / 1024),
} as const;

export const hhTypeSchema = v.picklist(HH_CATEGORIES, HH_TEXT.type);
