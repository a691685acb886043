import type { FastifyReply } from 'fastify';
import { texts } from '../texts';

type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range of RFC 9110 §14.1.2 against a file of `size` bytes: `a-b`, `a-` or the suffix
 * `-n`. No header, another unit or several ranges → the whole file (a server may ignore Range);
 * a range starting past the end, an empty suffix or `b < a` → unsatisfiable (416).
 */
function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const value = header.trim();
  if (!value.toLowerCase().startsWith('bytes=') || value.includes(',')) return { kind: 'full' };
  const match = SINGLE.exec(value.replace(/^bytes=/i, 'bytes=').replace(/\s+/g, ''));
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

/**
 * Answers the bytes of a file of `size` bytes for the request's Range header: 200 the whole file,
 * 206 one range (content-range, content-length), 416 with `bytes *\/size` when unsatisfiable.
 * `read` gets the inclusive span asked for (none: the whole file). The caller sets the other headers.
 */
export async function sendByteRange(
  reply: FastifyReply,
  rangeHeader: string | undefined,
  size: number,
  read: (span?: { start: number; end: number }) => Promise<unknown>,
) {
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .headers({ 'content-range': `bytes */${size}`, 'content-type': 'application/json; charset=utf-8' })
      .send({ detail: texts.request.rangeNotSatisfiable });
  }
  if (range.kind === 'full') {
    const body = await read();
    return reply.code(200).header('content-length', size).send(body);
  }
  const { start, end } = range;
  const body = await read({ start, end });
  reply.headers({ 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
  return reply.code(206).send(body);
}
