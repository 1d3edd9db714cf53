import type { CreativeAssetKind } from './formats';

/** Spec §5 and §9 file limits, plus the guards against decompression bombs. */
export const creativeFileLimits = {
  imageMaxBytes: 800_000,
  videoMaxBytes: 100_000_000,
  /** Audio is limited by duration; the byte cap only bounds the upload (30 s of 48 kHz stereo WAV is ~5.8 MB). */
  audioMaxBytes: 10_000_000,
  audioMaxSeconds: 30,
  /** A header claiming more pixels than this is refused before any decoding. */
  imageMaxPixels: 16_000_000,
  imageMaxSide: 8_000,
  videoMaxSide: 4_096,
} as const;

/** The largest upload of any kind: the stream is cut past it. */
export const creativeUploadMaxBytes = creativeFileLimits.videoMaxBytes;

/** Content types accepted, decided from the bytes (magic numbers), never from the name. */
export const creativeMimeTypes = {
  image: ['image/png', 'image/jpeg', 'image/gif'],
  video: ['video/mp4'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav'],
} as const satisfies Record<CreativeAssetKind, readonly string[]>;
export type CreativeMimeType = (typeof creativeMimeTypes)[CreativeAssetKind][number];

export function assetKindOfMime(mime: string): CreativeAssetKind | undefined {
  for (const kind of Object.keys(creativeMimeTypes) as CreativeAssetKind[])
    if ((creativeMimeTypes[kind] as readonly string[]).includes(mime)) return kind;
  return undefined;
}

export function maxBytesOf(kind: CreativeAssetKind): number {
  if (kind === 'image') return creativeFileLimits.imageMaxBytes;
  if (kind === 'video') return creativeFileLimits.videoMaxBytes;
  return creativeFileLimits.audioMaxBytes;
}

/** The `accept` attribute a file input can offer. */
export const creativeFileAccept = Object.values(creativeMimeTypes).flat().join(',');

/** The file types of a kind as people name them, for messages ("PNG, JPG, GIF"). */
export const fileTypeNames: Record<CreativeAssetKind, string> = {
  image: 'PNG, JPG, GIF',
  video: 'MP4',
  audio: 'MP3, M4A, OGG, WAV',
};
