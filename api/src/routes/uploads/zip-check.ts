import { HH_LIMITS, HH_TEXT } from '@fund/shared/schemas/uploads';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { walkZip, type ZipLayout, ZipRejected } from './zip-layout';

export type ZipSummary = ZipLayout;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** An archive inside the archive, by its name: unpacked by the fund's tools, it would escape every bound. */
const ARCHIVE_NAME = /\.(zip|zipx|rar|7z|tar|tgz|gz|bz2|xz|zst|lz|lzma|cab|jar|arj|z)$/i;
/** The first bytes of archive and compressed formats (tar's `ustar` is at 257). */
const ARCHIVE_MAGIC: Array<[number, number[]]> = [
  [0, [0x50, 0x4b, 0x03, 0x04]], // zip (and docx, jar…)
  [0, [0x50, 0x4b, 0x05, 0x06]], // empty zip
  [0, [0x50, 0x4b, 0x07, 0x08]], // spanned zip
  [0, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]], // rar
  [0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]], // 7z
  [0, [0x1f, 0x8b]], // gzip
  [0, [0x42, 0x5a, 0x68]], // bzip2
  [0, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]], // xz
  [0, [0x28, 0xb5, 0x2f, 0xfd]], // zstd
  [0, [0x4d, 0x53, 0x43, 0x46]], // cab
  [257, [0x75, 0x73, 0x74, 0x61, 0x72]], // tar
];
const MAGIC_BYTES = 262;

function isArchive(head: Buffer): boolean {
  return ARCHIVE_MAGIC.some(([at, bytes]) => bytes.every((byte, i) => head[at + i] === byte));
}

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
  if (ARCHIVE_NAME.test(entry.fileName)) throw new ZipRejected(HH_TEXT.nested);
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

/**
 * Inflates an entry and discards the bytes: yauzl's validateEntrySizes fails on a size that lied.
 * Its first bytes are kept to refuse an archive hidden under another name.
 */
function drain(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRejected(HH_TEXT.damaged));
      let head = Buffer.alloc(0);
      stream.on('data', (chunk: Buffer) => {
        if (head.length < MAGIC_BYTES) head = Buffer.concat([head, chunk]).subarray(0, MAGIC_BYTES);
      });
      stream.on('error', () => reject(new ZipRejected(HH_TEXT.damaged)));
      stream.on('end', () => (isArchive(head) ? reject(new ZipRejected(HH_TEXT.nested)) : resolve()));
    });
  });
}

/**
 * The rules of SECURITY.md "Uploads" for a hand-history archive, cheapest first: size and zip
 * magic bytes; then what the archive really holds (`walkZip`: every local header and central
 * record counted, sized and compared, names without NUL, absolute paths or '..'), and yauzl's
 * read of the central directory (each entry's and the archive's compression ratio, no encrypted
 * entries, symlinks or archives by name) before anything is inflated; only then each entry is
 * inflated to nowhere, so a size header that lied is caught too (validateEntrySizes stops the
 * stream at the declared size), and so is an archive inside by its first bytes. Nothing is
 * extracted to disk.
 */
export async function checkZip(buffer: Buffer): Promise<ZipSummary> {
  if (buffer.length === 0) throw new ZipRejected(HH_TEXT.empty);
  if (buffer.length < 22 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw new ZipRejected(HH_TEXT.notZip);
  walkZip(buffer);
  const zip = await openZip(buffer);
  try {
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
