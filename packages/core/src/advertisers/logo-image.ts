import { imageSize } from 'image-size';
import { advertiserLimits, formatFileSize, type Language } from '@verba/domain';
import { decodeImageOffThread } from '../creatives/files/decode-off-thread';
import { DomainError } from '../errors';

export type LogoFormat = 'png' | 'jpg';

export interface InspectedLogo {
  format: LogoFormat;
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format told by the file's first bytes (never by its name or declared type). */
export function sniffLogoFormat(bytes: Uint8Array): LogoFormat | undefined {
  if (pngSignature.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

const logoError = (code: DomainError['code'], params: Record<string, unknown> = {}) =>
  new DomainError(code, { logo: [{ key: `errors:${code}`, params }] }, params);

/**
 * Spec §5: a logo is a PNG or JPG of at most 200 KB and exactly 200×200 pixels. Checks the real
 * content: magic bytes, the dimensions in the PNG IHDR or the JPEG SOF header, then the whole
 * image decoded — a truncated or damaged file, or one with bytes after its end marker (a
 * `<script>` after IEND), is ADVERTISER_LOGO_CORRUPTED and never becomes the public logo.
 */
export async function inspectLogo({
  bytes,
  truncated = false,
  language,
}: {
  bytes: Uint8Array;
  /** Only the start of a bigger file was read. */
  truncated?: boolean;
  language: Language;
}): Promise<InspectedLogo> {
  if (bytes.length === 0) throw logoError('ADVERTISER_LOGO_MISSING');
  const format = sniffLogoFormat(bytes);
  if (!format) throw logoError('ADVERTISER_LOGO_INVALID_TYPE');
  if (truncated || bytes.length > advertiserLimits.logoMaxBytes)
    throw logoError('ADVERTISER_LOGO_TOO_LARGE', {
      max: formatFileSize(advertiserLimits.logoMaxBytes, language),
    });
  let width: number | undefined;
  let height: number | undefined;
  try {
    const size = imageSize(bytes);
    if ((format === 'png' && size.type === 'png') || (format === 'jpg' && size.type === 'jpg'))
      ({ width, height } = size);
  } catch {
    // A PNG or JPEG whose header cannot be parsed is answered below as corrupted.
  }
  if (!width || !height) throw logoError('ADVERTISER_LOGO_CORRUPTED');
  if (width !== advertiserLimits.logoWidth || height !== advertiserLimits.logoHeight)
    throw logoError('ADVERTISER_LOGO_INVALID_DIMENSIONS', {
      expected: `${advertiserLimits.logoWidth}×${advertiserLimits.logoHeight}`,
      actual: `${width}×${height}`,
    });
  const decoded = await decodeImageOffThread(
    format === 'png' ? 'image/png' : 'image/jpeg',
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  if (!decoded || decoded.width !== width || decoded.height !== height)
    throw logoError('ADVERTISER_LOGO_CORRUPTED');
  return { format, width, height };
}
