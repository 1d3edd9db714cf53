import { advertiserLimits, formatFileSize } from '@verba/domain';
import type { TFunction } from 'i18next';

const isPng = (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v);
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

function imageDimensions(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/**
 * The logo rules of spec §5 checked in the browser before uploading, with the server's messages.
 * The server checks again, and decodes the whole image (a damaged file the browser still shows is
 * refused there with the same ADVERTISER_LOGO_CORRUPTED): this only spares a useless upload.
 */
export async function checkLogoFile(file: File, t: TFunction, language: string): Promise<string | null> {
  if (file.size === 0) return t('errors:ADVERTISER_LOGO_MISSING');
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!isPng(head) && !isJpeg(head)) return t('errors:ADVERTISER_LOGO_INVALID_TYPE');
  if (file.size > advertiserLimits.logoMaxBytes)
    return t('errors:ADVERTISER_LOGO_TOO_LARGE', {
      max: formatFileSize(advertiserLimits.logoMaxBytes, language),
    });
  const size = await imageDimensions(file);
  if (!size) return t('errors:ADVERTISER_LOGO_CORRUPTED');
  if (size.width !== advertiserLimits.logoWidth || size.height !== advertiserLimits.logoHeight)
    return t('errors:ADVERTISER_LOGO_INVALID_DIMENSIONS', {
      expected: `${advertiserLimits.logoWidth}×${advertiserLimits.logoHeight}`,
      actual: `${size.width}×${size.height}`,
    });
  return null;
}
