import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import yazl from 'yazl';

/**
 * A zip built with yazl from name → content; `mode` sets the Unix mode of every entry; `stream`
 * writes each entry from a stream, as archivers that do not know the sizes beforehand do (the
 * sizes follow the data in a data descriptor).
 */
export function makeZip(
  files: Record<string, Buffer | string>,
  options: { compress?: boolean; mode?: number; stream?: boolean } = {},
) {
  return new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const [name, content] of Object.entries(files)) {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const entry = { compress: options.compress ?? true, ...(options.mode ? { mode: options.mode } : {}) };
      if (options.stream) zip.addReadStream(Readable.from([bytes]), name, entry);
      else zip.addBuffer(bytes, name, entry);
    }
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Replaces every occurrence of `from` by `to` (same length) in the archive bytes. */
export function patchName(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('same length only');
  const out = Buffer.from(zip);
  let at = out.indexOf(from);
  while (at >= 0) {
    out.write(to, at);
    at = out.indexOf(from, at + 1);
  }
  return out;
}

/** Hand-history-like text: compresses about as well as real exports do. */
export function handHistory(hands: number): string {
  const lines: string[] = [];
  for (let i = 0; i < hands; i++) {
    lines.push(
      `Poker Hand #TM${1_000_000 + i * 7919}: Tournament #${200_000 + (i % 37)}, Bounty Hold'em No Limit - Level${i % 20}`,
      `Table '${i % 13}' 8-max Seat #${(i % 8) + 1} is the button`,
      `Seat 1: Hero (${(i * 7331) % 50_000} in chips)`,
      `Hero: raises ${(i * 17) % 900} to ${(i * 31) % 1800}`,
      `*** SUMMARY *** Total pot ${(i * 97) % 9000} | Rake 0`,
    );
  }
  return lines.join('\n');
}

/** A multipart body with a `type` field and optionally one file. */
export function multipart(
  fields: Record<string, string>,
  ...files: Array<{ name: string; content: Buffer; field?: string }>
) {
  const boundary = `----fund${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          'Content-Type: application/zip\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sets the entry count declared by the end-of-central-directory record. */
export function withEntryCount(zip: Buffer, count: number): Buffer {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  out.writeUInt16LE(count, eocd + 8);
  out.writeUInt16LE(count, eocd + 10);
  return out;
}

/** Sets the inflated size the central directory declares for every entry (the local headers keep theirs). */
export function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(signature); at >= 0; at = out.indexOf(signature, at + 4)) {
    out.writeUInt32LE(size, at + 24);
  }
  return out;
}

/** A "flat" zip bomb: many entries of zeros, each under the per-entry ratio threshold. */
export function flatBomb(entries: number, entryBytes: number): Promise<Buffer> {
  const zeros = Buffer.alloc(entryBytes);
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < entries; i++) files[`hands/${i}.txt`] = zeros;
  return makeZip(files);
}

interface RawEntry {
  name: string;
  /** The bytes as stored (deflated when `size` differs from their length). */
  data: Buffer;
  size: number;
  crc: number;
}

/** `count` entries of `size` zeros, deflated once and repeated (a bomb of thousands costs no time). */
export function zeroEntries(count: number, size: number): RawEntry[] {
  const zeros = Buffer.alloc(size);
  const data = deflateRawSync(zeros);
  const crc = crc32(zeros);
  return Array.from({ length: count }, (_, i) => ({ name: `hands/${i}.txt`, data, size, crc }));
}

export const storedEntry = (name: string, content: Buffer): RawEntry => ({
  name,
  data: content,
  size: content.length,
  crc: crc32(content),
});

/** A local header or a central record, `shift` bytes of extra fields before the common ones. */
function header(signature: number, size: number, shift: number, entry: RawEntry, name: Buffer): Buffer {
  const out = Buffer.alloc(size);
  out.writeUInt32LE(signature, 0);
  out.writeUInt16LE(20, 4 + shift);
  out.writeUInt16LE(entry.size === entry.data.length ? 0 : 8, 8 + shift);
  out.writeUInt32LE(entry.crc, 14 + shift);
  out.writeUInt32LE(entry.data.length, 18 + shift);
  out.writeUInt32LE(entry.size, 22 + shift);
  out.writeUInt16LE(name.length, 26 + shift);
  return out;
}

/**
 * A zip written by hand, byte by byte, to lie as an attacker would: `listed` says which entries
 * get a central-directory record (all by default), `declared` the count the end record claims.
 */
export function rawZip(entries: RawEntry[], options: { listed?: number; declared?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [i, entry] of entries.entries()) {
    const name = Buffer.from(entry.name, 'latin1');
    locals.push(header(0x04034b50, 30, 0, entry, name), name, entry.data);
    if (i < (options.listed ?? entries.length)) {
      // A record has "version made by" first: its fields sit 2 bytes further than the local header's.
      const central = header(0x02014b50, 46, 2, entry, name);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, name);
    }
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  const declared = options.declared ?? Math.min(options.listed ?? entries.length, entries.length);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declared & 0xffff, 8);
  end.writeUInt16LE(declared & 0xffff, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
