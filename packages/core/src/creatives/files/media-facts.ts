import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { parseStream } from 'music-metadata';
import { creativeFileLimits } from '@verba/domain';
import { fail } from '../../errors';
import type { DecodableImage } from './decode-image';
import { decodeImageOffThread } from './decode-off-thread';
import type { InspectedStream } from './inspect-upload';

export interface MediaFacts {
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

/**
 * Dimensions from the image header, refused when absurd before any pixel is decoded — a small
 * file whose header claims 10000×10000 is a decompression bomb — then the whole image decoded
 * (decode-image.ts): truncated, garbled, or carrying bytes after its end marker is corrupted.
 */
export async function imageFacts(file: InspectedStream): Promise<MediaFacts> {
  const bytes = file.image!;
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
  }
  if (!width || !height) throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
  if (
    width * height > creativeFileLimits.imageMaxPixels ||
    Math.max(width, height) > creativeFileLimits.imageMaxSide
  )
    throw fail('CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS', undefined, {
      width,
      height,
      expected: `≤ ${creativeFileLimits.imageMaxSide}px`,
    });
  const decoded = await decodeImageOffThread(file.mime as DecodableImage, bytes);
  if (!decoded || decoded.width !== width || decoded.height !== height)
    throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
  return { width, height, durationMs: null };
}

export function videoFacts(file: InspectedStream): MediaFacts {
  const { width, height, durationMs, hasVideo } = file.mp4!;
  if (!hasVideo || !width || !height || durationMs <= 0) throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
  if (Math.max(width, height) > creativeFileLimits.videoMaxSide)
    throw fail('CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS', undefined, {
      width,
      height,
      expected: `≤ ${creativeFileLimits.videoMaxSide}px`,
    });
  return { width, height, durationMs };
}

/**
 * Spec §5: audio of at most 30 seconds. An MP4 container's duration was read by mp4box as it
 * streamed (music-metadata misreads fragmented Opus-in-MP4, a browser's audio recording); MP3,
 * OGG and WAV durations are read from the stored file by music-metadata.
 */
export async function audioFacts(
  file: InspectedStream,
  stored: { stream: Readable; size: number },
): Promise<MediaFacts> {
  let seconds: number | undefined;
  if (file.mp4) {
    stored.stream.destroy();
    return audioWithin(file.mp4.durationMs / 1000);
  }
  try {
    const metadata = await parseStream(
      stored.stream,
      { mimeType: file.mime, size: stored.size },
      { duration: true, skipCovers: true },
    );
    seconds = metadata.format.duration;
  } catch {
    throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
  } finally {
    stored.stream.destroy();
  }
  return audioWithin(seconds);
}

function audioWithin(seconds: number | undefined): MediaFacts {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
    throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
  // A few milliseconds of encoder padding do not make a 30 s spot too long.
  if (seconds > creativeFileLimits.audioMaxSeconds + 0.05)
    throw fail('CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED', undefined, {
      context: 'duration',
      max: creativeFileLimits.audioMaxSeconds,
      seconds: Math.round(seconds * 10) / 10,
    });
  return { width: null, height: null, durationMs: Math.round(seconds * 1000) };
}
