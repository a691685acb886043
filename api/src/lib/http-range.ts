export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range of RFC 9110 §14.1.2 against a file of `size` bytes: `a-b`, `a-` or the suffix
 * `-n`. No header, another unit or several ranges → the whole file (a server may ignore Range);
 * a range starting past the end, an empty suffix or `b < a` → unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
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
