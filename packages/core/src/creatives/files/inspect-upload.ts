import { formatFileSize, maxBytesOf, type Language } from '@verba/domain';
import { fail } from '../../errors';
import { createMp4Probe, Mp4Corrupted, type Mp4Info } from './mp4-probe';
import { sniffBytes, sniffCreativeFile, type SniffedFile } from './sniff';

/** ISO BMFF containers, read by the MP4 probe whatever their brand says. */
const isMp4 = (mime: string) => mime === 'video/mp4' || mime === 'audio/mp4';

export interface InspectedStream extends SniffedFile {
  bytes: number;
  /** The whole file, kept only for images (≤ 800 KB), whose structure is checked after. */
  image: Buffer | null;
  /** Duration, size and tracks read from an MP4 (video or M4A) container as it passed. */
  mp4: Mp4Info | null;
}

/**
 * Wraps an upload stream: tells the type from the first bytes, counts bytes and aborts as soon as
 * the file passes its kind's limit, and reads an MP4's index on the way — so nothing but the
 * file's start (and an image, at most 800 KB) is ever held in memory. `result()` is valid once
 * the stream has been read to its end.
 */
export function inspectUpload({
  source,
  language,
}: {
  source: AsyncIterable<Uint8Array>;
  language: Language;
}) {
  let inspected: InspectedStream | null = null;
  let sniffed: SniffedFile | null = null;
  let bytes = 0;
  const imageChunks: Buffer[] = [];
  const mp4 = createMp4Probe();

  const tooLarge = (max: number) =>
    fail('CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED', undefined, {
      max: formatFileSize(max, language),
    });

  function accept(chunk: Buffer) {
    bytes += chunk.length;
    const max = maxBytesOf(sniffed!.kind);
    if (bytes > max) throw tooLarge(max);
    if (sniffed!.kind === 'image') imageChunks.push(chunk);
    if (isMp4(sniffed!.mime)) {
      try {
        mp4.push(chunk);
      } catch (error) {
        if (error instanceof Mp4Corrupted) throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
        throw error;
      }
    }
  }

  async function* stream(): AsyncGenerator<Buffer> {
    let head = Buffer.alloc(0);
    for await (const piece of source) {
      const chunk = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      if (sniffed) {
        accept(chunk);
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < sniffBytes) continue;
      sniffed = await sniffCreativeFile(head);
      accept(head);
      yield head;
    }
    if (!sniffed) {
      // An empty file is a file problem, not a type (spec §8: "file problem, try again").
      if (head.length === 0) throw fail('CREATIVE_ASSET_NOT_FOUND');
      sniffed = await sniffCreativeFile(head);
      accept(head);
      yield head;
    }
    let info: Mp4Info | null = null;
    if (isMp4(sniffed.mime)) {
      try {
        info = mp4.finish();
      } catch (error) {
        if (error instanceof Mp4Corrupted) throw fail('CREATIVE_ASSET_CORRUPTED_FILE');
        throw error;
      }
      // An MP4 with only audio (what a browser's MediaRecorder writes for `audio/mp4`, brand
      // isom) is an M4A: audio, with audio's size limit.
      if (sniffed.mime === 'video/mp4' && !info.hasVideo) {
        sniffed = { mime: 'audio/mp4', kind: 'audio' };
        if (bytes > maxBytesOf('audio')) throw tooLarge(maxBytesOf('audio'));
      }
    }
    inspected = {
      ...sniffed,
      bytes,
      image: sniffed.kind === 'image' ? Buffer.concat(imageChunks) : null,
      mp4: info,
    };
  }

  return {
    stream: stream(),
    result(): InspectedStream {
      if (!inspected) throw new Error('upload not read to its end');
      return inspected;
    },
  };
}
