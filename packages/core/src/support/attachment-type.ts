import { supportLimits } from '@verba/domain';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * The attachment's real type from its first bytes (never the client's word): PNG, JPEG, PDF, or a
 * CSV — text that decodes as UTF-8 without NUL bytes, named `.csv`. Null for anything else.
 */
export function attachmentTypeOf(bytes: Uint8Array, fileName: string): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (/\.csv$/i.test(fileName) && bytes.length > 0 && !bytes.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return 'text/csv';
    } catch {
      return null;
    }
  }
  return null;
}

/** The original name as shown to people (no path, no control characters, at most 120 characters). */
export function attachmentDisplayName(fileName: string, type: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 120);
  return clean || `anexo.${supportLimits.attachmentTypes[type] ?? 'bin'}`;
}
