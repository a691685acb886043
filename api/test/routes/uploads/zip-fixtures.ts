import yazl from 'yazl';

/** A zip built with yazl from name → content; `mode` sets the Unix mode of every entry. */
export function makeZip(
  files: Record<string, Buffer | string>,
  options: { compress?: boolean; mode?: number } = {},
) {
  return new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const [name, content] of Object.entries(files)) {
      zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name, {
        compress: options.compress ?? true,
        ...(options.mode ? { mode: options.mode } : {}),
      });
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
