/**
 * Real media files written byte by byte, for the demo data, the tests and the upload benchmark:
 * an MP4 (ftyp, moov with mvhd and one avc1 video track with its sample table, mdat), a PCM WAV of a chosen length, and a
 * GIF. Their containers are valid for every check the upload makes; the MP4's samples are not
 * encoded video (a player shows its size and duration, not a picture).
 */

function box(type: string, ...payloads: Buffer[]): Buffer {
  const body = Buffer.concat(payloads);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const identityMatrix = () => {
  const m = Buffer.alloc(36);
  m.writeUInt32BE(0x00010000, 0);
  m.writeUInt32BE(0x00010000, 16);
  m.writeUInt32BE(0x40000000, 32);
  return m;
};

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v, 4 * i));
  return b;
};
const fullBox = (type: string, ...payloads: Buffer[]) => box(type, Buffer.alloc(4), ...payloads);

/** An avc1 sample entry (VisualSampleEntry with width×height) and its avcC (baseline SPS/PPS). */
function avc1Entry(width: number, height: number): Buffer {
  const visual = Buffer.alloc(78);
  visual.writeUInt16BE(1, 6); // data_reference_index
  visual.writeUInt16BE(width, 24);
  visual.writeUInt16BE(height, 26);
  visual.writeUInt32BE(0x00480000, 28);
  visual.writeUInt32BE(0x00480000, 32);
  visual.writeUInt16BE(1, 40); // frame_count
  visual.writeUInt16BE(0x0018, 74); // depth
  visual.writeInt16BE(-1, 76);
  const sps = [0x67, 0x42, 0xc0, 0x1e, 0xd9, 0x00];
  const pps = [0x68, 0xce, 0x3c, 0x80];
  const avcC = box(
    'avcC',
    Buffer.from([1, 0x42, 0xc0, 0x1e, 0xff, 0xe1, 0, sps.length, ...sps, 1, 0, pps.length, ...pps]),
  );
  return box('avc1', visual, avcC);
}

/** Sample sizes and per-sample durations (ms) splitting `mdatBytes` into ~25 samples a second. */
function sampleTable(durationMs: number, mdatBytes: number) {
  const count = Math.max(1, Math.min(mdatBytes, Math.round((durationMs / 1000) * 25)));
  const size = Math.floor(mdatBytes / count);
  const delta = Math.floor(durationMs / count);
  return {
    count,
    sizes: Array.from({ length: count }, (_, i) => (i === count - 1 ? mdatBytes - size * (count - 1) : size)),
    stts:
      count === 1 || durationMs === delta * count
        ? [[count, count === 1 ? durationMs : delta]]
        : [
            [count - 1, delta],
            [1, durationMs - delta * (count - 1)],
          ],
  };
}

/**
 * ftyp + moov of an MP4 with one video track of width×height lasting durationMs, whose sample
 * table (stsd avc1, stts, stsc, stsz, stco) covers the `mdatBytes` of the mdat that follows.
 */
export function mp4Header({
  width,
  height,
  durationMs,
  mdatBytes = 1024,
}: {
  width: number;
  height: number;
  durationMs: number;
  mdatBytes?: number;
}) {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(durationMs, 16);
  mvhd.writeUInt32BE(0x00010000, 20);
  mvhd.writeUInt16BE(0x0100, 24);
  identityMatrix().copy(mvhd, 36);
  mvhd.writeUInt32BE(2, 96);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000003, 0);
  tkhd.writeUInt32BE(1, 12);
  tkhd.writeUInt32BE(durationMs, 20);
  identityMatrix().copy(tkhd, 40);
  tkhd.writeUInt32BE(width << 16, 76);
  tkhd.writeUInt32BE(height << 16, 80);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(1000, 12);
  mdhd.writeUInt32BE(durationMs, 16);
  mdhd.writeUInt16BE(0x55c4, 20);
  const hdlr = Buffer.concat([
    Buffer.alloc(8),
    Buffer.from('vide', 'latin1'),
    Buffer.alloc(12),
    Buffer.from('VideoHandler\0'),
  ]);
  const table = sampleTable(durationMs, mdatBytes);
  const moovWith = (chunkOffset: number) =>
    box(
      'moov',
      box('mvhd', mvhd),
      box(
        'trak',
        box('tkhd', tkhd),
        box(
          'mdia',
          box('mdhd', mdhd),
          box('hdlr', hdlr),
          box(
            'minf',
            fullBox('vmhd', Buffer.alloc(8)),
            box('dinf', fullBox('dref', u32(1), box('url ', u32(1)))),
            box(
              'stbl',
              fullBox('stsd', u32(1), avc1Entry(width, height)),
              fullBox('stts', u32(table.stts.length, ...table.stts.flat())),
              fullBox('stsc', u32(1, 1, table.count, 1)),
              fullBox('stsz', u32(0, table.count, ...table.sizes)),
              fullBox('stco', u32(1, chunkOffset)),
            ),
          ),
        ),
      ),
    );
  const moovLength = moovWith(0).length;
  return Buffer.concat([ftyp, moovWith(ftyp.length + moovLength + 8)]);
}

/** The 8-byte header of an mdat box holding `bytes` bytes. */
export function mdatHeader(bytes: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + bytes, 0);
  header.write('mdat', 4, 'latin1');
  return header;
}

/** A whole MP4 in memory (small ones: demo and tests). */
export function makeMp4({
  width,
  height,
  durationMs,
  mdatBytes = 1024,
}: {
  width: number;
  height: number;
  durationMs: number;
  mdatBytes?: number;
}): Buffer {
  return Buffer.concat([
    mp4Header({ width, height, durationMs, mdatBytes }),
    mdatHeader(mdatBytes),
    Buffer.alloc(mdatBytes, 0x2a),
  ]);
}

/** A big MP4 yielded in chunks, never whole in memory (the upload benchmark). */
export async function* streamMp4({
  totalBytes,
  chunkBytes = 64 * 1024,
}: {
  totalBytes: number;
  chunkBytes?: number;
}) {
  const headerBytes = mp4Header({
    width: 1280,
    height: 720,
    durationMs: 15_000,
    mdatBytes: totalBytes,
  }).length;
  const mdatBytes = totalBytes - headerBytes - 8;
  const header = mp4Header({ width: 1280, height: 720, durationMs: 15_000, mdatBytes });
  yield Buffer.concat([header, mdatHeader(mdatBytes)]);
  const chunk = Buffer.alloc(chunkBytes, 0x2a);
  for (let left = mdatBytes; left > 0; left -= chunkBytes)
    yield left >= chunkBytes ? chunk : chunk.subarray(0, left);
}

/** An 8 kHz mono 8-bit PCM WAV with a 440 Hz tone of `seconds`. */
export function makeWav({ seconds, sampleRate = 8000 }: { seconds: number; sampleRate?: number }): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++)
    data[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return Buffer.concat([header, data]);
}

/**
 * A GIF89a of width×height in one colour: global colour table, one image whose LZW data codes
 * every pixel (clear code, then index 0 each time, restarting before the table grows).
 */
export function makeGif({ width, height }: { width: number; height: number }): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // global colour table of 2 entries
  const palette = Buffer.from([0x1e, 0x5a, 0xa0, 0xff, 0xff, 0xff]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  // 3-bit codes (min code size 2): clear (4), then pixel 0, with a clear every 2 codes so the code size never grows.
  const codes: number[] = [];
  for (let i = 0; i < width * height; i++) codes.push(...(i % 2 === 0 ? [4, 0] : [0]));
  codes.push(5);
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const code of codes) {
    acc |= code << bits;
    bits += 3;
    while (bits >= 8) {
      bytes.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  }
  if (bits) bytes.push(acc & 0xff);
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 255) {
    const part = bytes.slice(at, at + 255);
    blocks.push(Buffer.from([part.length, ...part]));
  }
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    palette,
    descriptor,
    Buffer.from([2]),
    ...blocks,
    Buffer.from([0, 0x3b]),
  ]);
}
