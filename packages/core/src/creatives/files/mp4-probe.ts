import { createFile, MP4BoxBuffer, type ISOFile, type Movie } from 'mp4box';

/**
 * Reads an MP4 (ISO BMFF) as it streams past, with mp4box.js (GPAC's parser) for what it holds:
 * the video track's size from its sample entry (or that it has only audio), and the duration — from `mvhd`, or for a
 * fragmented file (MediaRecorder, `-movflags frag_keyframe+empty_moov`) from `mvex/mehd` or the
 * sum of the fragments' sample durations. mp4box skips `mdat` payloads (nothing but the index is
 * held in memory). Around it, the top-level boxes are walked by their declared sizes: the file
 * must start with `ftyp` and end exactly at a box boundary, and every sample the index points at
 * must lie inside the file — a cut `mdat` is corrupted even when the index came first.
 */
export interface Mp4Info {
  durationMs: number;
  /** The first video track's size; 0×0 for a file with only audio. */
  width: number;
  height: number;
  /** Which kinds of track it has: an MP4 of only audio (a browser's audio recording) is audio. */
  hasVideo: boolean;
  hasAudio: boolean;
}

export class Mp4Corrupted extends Error {}

/** The index (`moov`, `moof`) of an MP4 of at most 100 MB stays far below this. */
const indexMaxBytes = 32 * 1024 * 1024;
const indexBoxes = new Set(['moov', 'moof']);

export function createMp4Probe() {
  let header = Buffer.alloc(0);
  /** Bytes left in the current top-level box; -1 for a box that runs to the end of the file (size 0). */
  let remaining = 0;
  let boxes = 0;
  let inMdat = false;
  /** File position of the first byte held in `header`. */
  let headerStart = 0;
  let indexBytes = 0;
  let position = 0;
  let parserError: string | null = null;
  const file: ISOFile = createFile(false);
  file.onError = (module: string, message: string) => {
    parserError ??= `${module}: ${message}`;
  };

  /** Reads a top-level box header from `header`; answers its length, or 0 if more bytes are needed. */
  function startBox(): number {
    if (header.length < 8) return 0;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return 0;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    }
    if (boxes === 0 && type !== 'ftyp') throw new Mp4Corrupted('first box is not ftyp');
    if (size !== 0 && size < headerSize) throw new Mp4Corrupted('box smaller than its header');
    if (!/^[\x20-\x7e]{4}$/.test(type)) throw new Mp4Corrupted('box type is not a four-character code');
    boxes += 1;
    remaining = size === 0 ? -1 : size - headerSize;
    inMdat = type === 'mdat';
    if (indexBoxes.has(type)) {
      indexBytes += size;
      if (size === 0 || indexBytes > indexMaxBytes) throw new Mp4Corrupted('index too large');
    }
    return headerSize;
  }

  /**
   * Walks the top-level boxes of one chunk starting at file position `chunkStart` (framing only;
   * mp4box reads the content) and answers the file ranges in it that are mdat payload.
   */
  function frame(chunk: Buffer, chunkStart: number): Array<[number, number]> {
    const mdatRanges: Array<[number, number]> = [];
    let rest = chunk;
    let restStart = chunkStart;
    while (rest.length) {
      if (remaining !== 0) {
        const n = remaining < 0 ? rest.length : Math.min(remaining, rest.length);
        if (inMdat) mdatRanges.push([restStart, restStart + n]);
        if (remaining > 0) remaining -= n;
        rest = rest.subarray(n);
        restStart += n;
        continue;
      }
      if (!header.length) headerStart = restStart;
      header = Buffer.concat([header, rest]);
      restStart += rest.length;
      rest = Buffer.alloc(0);
      const headerSize = startBox();
      if (!headerSize) break;
      rest = header.subarray(headerSize);
      restStart = headerStart + headerSize;
      header = Buffer.alloc(0);
    }
    return mdatRanges;
  }

  /** Hands mp4box one piece of the file (its own copy: mp4box keeps what it has not parsed). */
  function parse(piece: Buffer, fileStart: number) {
    if (!piece.length) return;
    const copy = piece.buffer.slice(piece.byteOffset, piece.byteOffset + piece.byteLength);
    try {
      file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, fileStart));
    } catch (error) {
      throw new Mp4Corrupted(`unreadable box: ${(error as Error).message}`);
    }
    if (parserError) throw new Mp4Corrupted(parserError);
  }

  return {
    push(chunk: Uint8Array) {
      if (!chunk.byteLength) return;
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      // mp4box gets everything but the media data: the index is all it needs, and a 100 MB
      // upload is never copied.
      let cursor = position;
      for (const [start, end] of frame(bytes, position)) {
        parse(bytes.subarray(cursor - position, start - position), cursor);
        cursor = end;
      }
      parse(bytes.subarray(cursor - position), cursor);
      position += bytes.byteLength;
    },
    finish(): Mp4Info {
      if (remaining > 0 || header.length > 0) throw new Mp4Corrupted('file ends inside a box');
      let info: Movie;
      try {
        file.flush();
        info = file.getInfo();
      } catch (error) {
        throw new Mp4Corrupted(`unreadable index: ${(error as Error).message}`);
      }
      if (parserError) throw new Mp4Corrupted(parserError);
      if (!info.hasMoov) throw new Mp4Corrupted('no moov box');
      const video = info.videoTracks[0];
      const hasAudio = info.audioTracks.length > 0;
      if (!video?.video && !hasAudio) throw new Mp4Corrupted('no video or audio track');
      for (const track of info.tracks) {
        const samples = file.getTrackById(track.id)?.samples ?? [];
        if (!samples.length) throw new Mp4Corrupted(`track ${track.id} has no samples`);
        for (const sample of samples)
          if (sample.offset < 0 || sample.size < 0 || sample.offset + sample.size > position)
            throw new Mp4Corrupted(`track ${track.id} points past the end of the file`);
      }
      return {
        durationMs: durationMsOf(info),
        width: video?.video ? video.video.width || video.track_width : 0,
        height: video?.video ? video.video.height || video.track_height : 0,
        hasVideo: Boolean(video?.video),
        hasAudio,
      };
    },
  };
}

/** The movie's duration: `mvhd`, else `mehd` or the longest track's summed fragments. */
function durationMsOf(info: Movie): number {
  if (info.duration > 0 && info.timescale > 0) return Math.round((info.duration * 1000) / info.timescale);
  const fragments = info.fragment_duration;
  if (fragments && fragments.num > 0 && fragments.den > 0)
    return Math.round((fragments.num * 1000) / fragments.den);
  throw new Mp4Corrupted('no duration');
}
