import { HH_LIMITS, HH_TEXT } from '@fund/shared/schemas/uploads';

/** A file that is not an acceptable archive; the message is the player's. */
export class ZipRejected extends Error {}

/** What the archive really holds: every local header and every central-directory record, counted. */
export interface ZipLayout {
  entries: number;
  uncompressedBytes: number;
}

const SIG = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
  end64: 0x06064b50,
  locator64: 0x07064b50,
};
const DESCRIPTOR_SIG = 0x08074b50;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;
const END_SIZE = 22;
const FLAG_DESCRIPTOR = 0x08;
const FLAG_UTF8 = 0x800;

interface Record {
  offset: number;
  flags: number;
  compressed: number;
  uncompressed: number;
  name: Buffer;
  zip64: boolean;
}

const damaged = () => new ZipRejected(HH_TEXT.damaged);

/** Reads inside the buffer or refuses the archive as truncated (never a RangeError). */
function u16(buf: Buffer, at: number): number {
  if (at < 0 || at + 2 > buf.length) throw damaged();
  return buf.readUInt16LE(at);
}
function u32(buf: Buffer, at: number): number {
  if (at < 0 || at + 4 > buf.length) throw damaged();
  return buf.readUInt32LE(at);
}
function u64(buf: Buffer, at: number): number {
  if (at < 0 || at + 8 > buf.length) throw damaged();
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
  return Number(value);
}
function slice(buf: Buffer, at: number, length: number): Buffer {
  if (at + length > buf.length) throw damaged();
  return buf.subarray(at, at + length);
}

/**
 * An entry name that is safe whatever unpacks it: no control character (a NUL cuts the name in C
 * tools), no absolute path (`/x`, `\x`, `C:`), no backslash and no `..` segment.
 */
function checkName(raw: Buffer, flags: number): void {
  if (raw.length === 0 || raw.some((byte) => byte < 0x20 || byte === 0x7f))
    throw new ZipRejected(HH_TEXT.badName);
  const name = raw.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1');
  if (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-z]:/i.test(name) ||
    name.split('/').includes('..')
  ) {
    throw new ZipRejected(HH_TEXT.badName);
  }
}

/** The ZIP64 extended-information extra field (0x0001) replaces the 32-bit fields that hold all ones. */
function zip64Values(extra: Buffer, wanted: boolean[]): number[] | null {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      const values: number[] = [];
      let field = at + 4;
      for (const want of wanted) {
        if (!want) continue;
        if (field + 8 > at + 4 + size) throw damaged();
        values.push(u64(extra, field));
        field += 8;
      }
      return values;
    }
    at += 4 + size;
  }
  return null;
}

function addEntry(total: ZipLayout, uncompressed: number): void {
  total.entries += 1;
  total.uncompressedBytes += uncompressed;
  if (total.entries > HH_LIMITS.maxEntries) throw new ZipRejected(HH_TEXT.tooManyEntries);
  if (total.uncompressedBytes > HH_LIMITS.maxUncompressedBytes)
    throw new ZipRejected(HH_TEXT.tooBigUncompressed);
}

interface End {
  entries: number;
  cdOffset: number;
  cdSize: number;
  /** Where the central directory must end: the ZIP64 end record, else the end record. */
  cdEnd: number;
}

/** The end record (the last one, right before a comment that runs to the end of the file). */
function readEnd(buf: Buffer): End {
  let at = buf.length - END_SIZE;
  const lowest = Math.max(0, at - U16_MAX);
  while (
    at >= lowest &&
    !(buf.readUInt32LE(at) === SIG.end && at + END_SIZE + buf.readUInt16LE(at + 20) === buf.length)
  ) {
    at -= 1;
  }
  if (at < lowest) throw damaged();
  if (u16(buf, at + 4) !== 0 || u16(buf, at + 6) !== 0) throw damaged(); // split archives
  const end = {
    entries: u16(buf, at + 10),
    cdSize: u32(buf, at + 12),
    cdOffset: u32(buf, at + 16),
    cdEnd: at,
  };
  if (u16(buf, at + 8) !== end.entries) throw damaged();
  const locator = at - 20;
  if (locator < 0 || u32(buf, locator) !== SIG.locator64) return end;
  const end64 = u64(buf, locator + 8);
  if (u32(buf, end64) !== SIG.end64 || end64 + 12 + u64(buf, end64 + 4) !== locator) throw damaged();
  if (u64(buf, end64 + 24) !== u64(buf, end64 + 32)) throw damaged();
  return {
    entries: u64(buf, end64 + 32),
    cdSize: u64(buf, end64 + 40),
    cdOffset: u64(buf, end64 + 48),
    cdEnd: end64,
  };
}

/** Every central-directory record from its start to the end record, whatever the end record claims. */
function readCentral(buf: Buffer, end: End, total: ZipLayout): Record[] {
  const records: Record[] = [];
  let at = end.cdOffset;
  while (at < end.cdEnd) {
    if (u32(buf, at) !== SIG.central) throw damaged();
    const flags = u16(buf, at + 8);
    const nameLength = u16(buf, at + 28);
    const extraLength = u16(buf, at + 30);
    const name = slice(buf, at + 46, nameLength);
    checkName(name, flags);
    const small = [u32(buf, at + 24), u32(buf, at + 20), u32(buf, at + 42)];
    const wanted = [...small.map((value) => value === U32_MAX), u16(buf, at + 34) === U16_MAX];
    const big = wanted.some(Boolean)
      ? zip64Values(slice(buf, at + 46 + nameLength, extraLength), wanted)
      : null;
    if (wanted.some(Boolean) && !big) throw damaged();
    const [uncompressed, compressed, offset] = small.map((value) =>
      value === U32_MAX ? big!.shift()! : value,
    );
    records.push({
      offset: offset!,
      flags,
      compressed: compressed!,
      uncompressed: uncompressed!,
      name,
      zip64: !!big,
    });
    addEntry(total, uncompressed!);
    at += 46 + nameLength + extraLength + u16(buf, at + 32);
  }
  if (at !== end.cdEnd || at - end.cdOffset !== end.cdSize || records.length !== end.entries) {
    throw new ZipRejected(HH_TEXT.mismatch);
  }
  return records;
}

/**
 * The local headers from the first byte, one after another, up to the central directory; each must
 * be the one a central-directory record names (same place, name and sizes). An entry written with a
 * data descriptor takes its sizes from its record.
 */
function readLocal(buf: Buffer, records: Map<number, Record>, cdOffset: number, total: ZipLayout) {
  let at = 0;
  let agree = true;
  while (at < cdOffset && u32(buf, at) === SIG.local) {
    const flags = u16(buf, at + 6);
    const nameLength = u16(buf, at + 26);
    const extraLength = u16(buf, at + 28);
    const name = slice(buf, at + 30, nameLength);
    checkName(name, flags);
    const record = records.get(at);
    let compressed = u32(buf, at + 18);
    let uncompressed = u32(buf, at + 22);
    let zip64 = false;
    if (compressed === U32_MAX || uncompressed === U32_MAX) {
      const big = zip64Values(slice(buf, at + 30 + nameLength, extraLength), [true, true]);
      if (!big) throw damaged();
      [uncompressed, compressed] = big as [number, number];
      zip64 = true;
    }
    if (flags & FLAG_DESCRIPTOR) {
      // The sizes follow the data; only the record can say where the data ends.
      if (!record) throw new ZipRejected(HH_TEXT.mismatch);
      ({ compressed, uncompressed } = record);
      zip64 ||= record.zip64;
    }
    addEntry(total, uncompressed);
    const matches =
      record &&
      record.flags === flags &&
      record.name.equals(name) &&
      record.compressed === compressed &&
      record.uncompressed === uncompressed;
    // Walked on to the end all the same: what the archive really holds is counted first.
    agree &&= !!matches;
    at += 30 + nameLength + extraLength + compressed;
    if (flags & FLAG_DESCRIPTOR) {
      if (at + 4 <= buf.length && u32(buf, at) === DESCRIPTOR_SIG) at += 4;
      at += zip64 ? 20 : 12;
    }
  }
  return { end: at, agree };
}

/**
 * Walks the whole archive as its bytes are laid out, never trusting one header's claim: the end
 * record, every central-directory record up to it, and every local header from the first byte up
 * to the central directory. Counted and summed as they are read, so a bound stops the walk at
 * once; then both walks must agree entry for entry and leave no byte unaccounted for (an end
 * record that hides records, local entries no record names, overlapping entries).
 */
export function walkZip(buf: Buffer): ZipLayout {
  const end = readEnd(buf);
  if (end.entries > HH_LIMITS.maxEntries) throw new ZipRejected(HH_TEXT.tooManyEntries);
  const central: ZipLayout = { entries: 0, uncompressedBytes: 0 };
  const records = readCentral(buf, end, central);
  const byOffset = new Map(records.map((record) => [record.offset, record]));
  const local: ZipLayout = { entries: 0, uncompressedBytes: 0 };
  const walked = readLocal(buf, byOffset, end.cdOffset, local);
  if (
    !walked.agree ||
    walked.end !== end.cdOffset ||
    local.entries !== central.entries ||
    byOffset.size !== records.length
  ) {
    throw new ZipRejected(HH_TEXT.mismatch);
  }
  return central;
}
