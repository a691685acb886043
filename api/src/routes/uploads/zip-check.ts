import { HH_LIMITS, HH_TEXT } from '@fund/shared/schemas/uploads';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipSummary {
  entries: number;
  uncompressedBytes: number;
}

/** A file that is not an acceptable archive; the message is the player's. */
export class ZipRejected extends Error {}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(new ZipRejected(HH_TEXT.damaged)) : resolve(zip)),
    );
  });
}

/** yauzl's messages for names it refuses: absolute paths, '..', backslashes. */
function nameError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /invalid (relative path|characters in fileName)|absolute path/i.test(message);
}

const rejected = (error: unknown) =>
  error instanceof ZipRejected
    ? error
    : new ZipRejected(nameError(error) ? HH_TEXT.badName : HH_TEXT.damaged);

/** Checks one central-directory entry (nothing of it is inflated) and adds it to the totals. */
function checkEntry(entry: Entry, total: ZipSummary): void {
  if (entry.isEncrypted()) throw new ZipRejected(HH_TEXT.encrypted);
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new ZipRejected(HH_TEXT.symlink);
  total.entries += 1;
  total.uncompressedBytes += entry.uncompressedSize;
  if (total.entries > HH_LIMITS.maxEntries) throw new ZipRejected(HH_TEXT.tooManyEntries);
  if (total.uncompressedBytes > HH_LIMITS.maxUncompressedBytes) {
    throw new ZipRejected(HH_TEXT.tooBigUncompressed);
  }
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize >= HH_LIMITS.ratioFromBytes && ratio > HH_LIMITS.maxRatio) {
    throw new ZipRejected(HH_TEXT.bomb);
  }
}

/** Pass 1: every central-directory record, checked as it is read; the first failure stops the walk. */
function readDirectory(zip: ZipFile, total: ZipSummary): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('error', (error) => reject(rejected(error)));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      try {
        checkEntry(entry, total);
      } catch (error) {
        return reject(error);
      }
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Inflates an entry and discards the bytes: yauzl's validateEntrySizes fails on a size that lied. */
function drain(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRejected(HH_TEXT.damaged));
      stream.on('error', () => reject(new ZipRejected(HH_TEXT.damaged)));
      stream.on('end', resolve);
      stream.resume();
    });
  });
}

/**
 * The rules of SECURITY.md "Uploads" for a hand-history archive, cheapest first: size and zip
 * magic bytes; the entry count the end record declares; then the whole central directory (entry
 * count, total inflated size, each entry's and the archive's compression ratio, no encrypted
 * entries, symlinks, absolute or '..' names via yauzl's strictFileNames) before anything is
 * inflated; only then each entry is inflated to nowhere, so a size header that lied is caught too
 * (validateEntrySizes stops the stream at the declared size). Nothing is extracted to disk.
 */
export async function checkZip(buffer: Buffer): Promise<ZipSummary> {
  if (buffer.length === 0) throw new ZipRejected(HH_TEXT.empty);
  if (buffer.length < 22 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw new ZipRejected(HH_TEXT.notZip);
  const zip = await openZip(buffer);
  try {
    if (zip.entryCount > HH_LIMITS.maxEntries) throw new ZipRejected(HH_TEXT.tooManyEntries);
    const total: ZipSummary = { entries: 0, uncompressedBytes: 0 };
    const entries = await readDirectory(zip, total);
    if (total.entries === 0) throw new ZipRejected(HH_TEXT.empty);
    const archiveRatio = total.uncompressedBytes / buffer.length;
    if (total.uncompressedBytes >= HH_LIMITS.ratioFromBytes * 16 && archiveRatio > HH_LIMITS.maxRatio) {
      throw new ZipRejected(HH_TEXT.bomb);
    }
    for (const entry of entries) await drain(zip, entry);
    return total;
  } finally {
    zip.close();
  }
}
