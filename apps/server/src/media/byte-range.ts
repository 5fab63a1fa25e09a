export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * One `Range: bytes=…` against a file of `size` bytes (RFC 9110 §14): `a-b`, `a-` and the
 * suffix `-n`. A header that is absent, malformed, or asks for several ranges gets the whole
 * file (allowed: a server may ignore Range); a range starting past the end is unsatisfiable.
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', start, end };
}
