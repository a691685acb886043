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

/** Checks one central-directory entry before anything of it is read. */
function checkEntry(entry: Entry, total: ZipSummary): void {
  if (entry.isEncrypted()) throw new ZipRejected(HH_TEXT.encrypted);
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new ZipRejected(HH_TEXT.symlink);
  total.entries += 1;
  total.uncompressedBytes += entry.uncompressedSize;
  if (total.entries > HH_LIMITS.maxEntries) throw new ZipRejected(HH_TEXT.tooManyEntries);
  if (total.uncompressedBytes > HH_LIMITS.maxUncompressedBytes)
    throw new ZipRejected(HH_TEXT.tooBigUncompressed);
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > HH_LIMITS.ratioFromBytes && ratio > HH_LIMITS.maxRatio) {
    throw new ZipRejected(HH_TEXT.bomb);
  }
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
 * The rules of SECURITY.md "Uploads" for a hand-history archive: zip magic bytes, a readable
 * central directory, bounded entry count, total size and compression ratio, no encrypted
 * entries, symlinks, absolute or '..' names (yauzl's strictFileNames). Nothing is extracted
 * to disk; each entry is inflated to nowhere so a lying size header is caught too.
 */
export async function checkZip(buffer: Buffer): Promise<ZipSummary> {
  if (buffer.length === 0) throw new ZipRejected(HH_TEXT.empty);
  if (buffer.length < 22 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw new ZipRejected(HH_TEXT.notZip);
  const zip = await openZip(buffer);
  // The count declared by the end-of-central-directory record, before reading any entry.
  if (zip.entryCount > HH_LIMITS.maxEntries) {
    zip.close();
    throw new ZipRejected(HH_TEXT.tooManyEntries);
  }
  const total: ZipSummary = { entries: 0, uncompressedBytes: 0 };
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) =>
        reject(
          error instanceof ZipRejected
            ? error
            : new ZipRejected(nameError(error) ? HH_TEXT.badName : HH_TEXT.damaged),
        );
      zip.on('error', fail);
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        try {
          checkEntry(entry, total);
        } catch (error) {
          return fail(error);
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        drain(zip, entry).then(() => zip.readEntry(), fail);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (total.entries === 0) throw new ZipRejected(HH_TEXT.empty);
  return total;
}

/** yauzl's messages for names it refuses: absolute paths, '..', backslashes. */
function nameError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /invalid (relative path|characters in fileName)|absolute path/i.test(message);
}
