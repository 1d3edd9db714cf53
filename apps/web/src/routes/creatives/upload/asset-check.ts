import { creativeFileLimits, formatFileSize, maxBytesOf, type CreativeAssetKind } from '@verba/domain';
import type { TFunction } from 'i18next';
import { sniffType, type SniffedType } from './sniff';

/** What a slot accepts: a kind of file and, for images, the sizes it may have ("300x250"). */
export interface AssetRules {
  kind: CreativeAssetKind;
  /** One of these sizes (the chosen IAB size, the format's sizes, or the size of the file it replaces). */
  sizes?: readonly string[];
}

/** The content types of each kind, as the magic bytes tell them (domain creativeMimeTypes). */
const typesOfKind: Record<CreativeAssetKind, readonly SniffedType[]> = {
  image: ['png', 'jpeg', 'gif'],
  video: ['mp4'],
  audio: ['mp3', 'mp4', 'ogg', 'wav'],
};

export function imageDimensions(file: Blob): Promise<{ width: number; height: number } | null> {
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

const isImage = (type: SniffedType) => type === 'png' || type === 'jpeg' || type === 'gif';

/** The types a kind takes, as INVALID_FILE_TYPE names them. */
export const expectedTypesOfKind: Record<CreativeAssetKind, string> = {
  image: 'PNG, JPG, GIF',
  video: 'MP4',
  audio: 'MP3, M4A, OGG, WAV',
};

function audioSeconds(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = document.createElement('audio');
    const done = (value: number | null) => {
      resolve(value);
      URL.revokeObjectURL(url);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

/**
 * The file rules of spec §5 checked in the browser before uploading, with the server's messages
 * (errors:<code>). The server checks again from the real content: this only spares a useless upload.
 */
export async function checkAssetFile(
  file: File,
  rules: AssetRules,
  t: TFunction,
  language: string,
): Promise<string | null> {
  // An empty file is a file problem, as the server answers it (spec §8), not a wrong type.
  if (file.size === 0) return t('errors:CREATIVE_ASSET_NOT_FOUND');
  const type = sniffType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (type === 'unknown') return t('errors:CREATIVE_ASSET_FILE_TYPE_NOT_SUPPORTED');
  if (!typesOfKind[rules.kind].includes(type))
    return t('errors:INVALID_FILE_TYPE', { expected: expectedTypesOfKind[rules.kind] });
  const maxBytes = maxBytesOf(rules.kind);
  if (file.size > maxBytes)
    return t('errors:CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED', {
      max: formatFileSize(maxBytes, language),
    });
  if (rules.kind === 'audio') {
    const seconds = await audioSeconds(file);
    const max = creativeFileLimits.audioMaxSeconds;
    // An unreadable duration is left to the server, which reads the container itself.
    if (seconds !== null && seconds > max)
      return t('errors:CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED_duration', {
        max,
        seconds: Math.ceil(seconds),
      });
    return null;
  }
  if (!isImage(type)) return null;
  const size = await imageDimensions(file);
  if (!size) return t('errors:CREATIVE_ASSET_CORRUPTED_FILE');
  if (rules.sizes && rules.sizes.length > 0 && !rules.sizes.includes(`${size.width}x${size.height}`))
    return t('errors:CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS', {
      width: size.width,
      height: size.height,
      expected: rules.sizes.join(', '),
    });
  return null;
}
