/**
 * One HTTP byte range (`Range: bytes=start-end`, `bytes=start-`, `bytes=-suffix`) within an object
 * of `size` bytes, so a video player can seek. Several ranges, or one that cannot be satisfied,
 * give `unsatisfiable`; no header (or another unit) gives undefined: send the whole object.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header?.trim().startsWith('bytes=') ? 'unsatisfiable' : undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
