/**
 * Reads an MP4 (ISO BMFF) as it streams past: top-level boxes are skipped by their declared size
 * except `moov` (the index, small), which is kept and parsed for the duration (`mvhd`) and the
 * video track's width and height (`tkhd` of the track whose `hdlr` is `vide`). A file that ends
 * inside a box, or has no `moov`, is not a complete MP4.
 */
export interface Mp4Info {
  durationMs: number;
  width: number;
  height: number;
}

export class Mp4Corrupted extends Error {}

const moovMaxBytes = 32 * 1024 * 1024;

export function createMp4Probe() {
  let header = Buffer.alloc(0);
  /** Bytes left in the current top-level box; -1 for a box that runs to the end of the file (size 0). */
  let remaining = 0;
  let moovParts: Buffer[] | null = null;
  let moovSize = 0;
  let moov: Buffer | null = null;
  let boxes = 0;

  function startBox(): boolean {
    if (header.length < 8) return false;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return false;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    }
    if (boxes === 0 && type !== 'ftyp') throw new Mp4Corrupted('first box is not ftyp');
    if (size !== 0 && size < headerSize) throw new Mp4Corrupted('box smaller than its header');
    boxes += 1;
    remaining = size === 0 ? -1 : size - headerSize;
    if (type === 'moov') {
      if (moov || remaining < 0 || remaining > moovMaxBytes) throw new Mp4Corrupted('unexpected moov');
      moovParts = [];
      moovSize = remaining;
    }
    header = header.subarray(headerSize);
    return true;
  }

  function take(chunk: Buffer): Buffer {
    const n = remaining < 0 ? chunk.length : Math.min(remaining, chunk.length);
    if (moovParts) moovParts.push(Buffer.from(chunk.subarray(0, n)));
    if (remaining >= 0) remaining -= n;
    if (remaining === 0 && moovParts) {
      moov = Buffer.concat(moovParts, moovSize);
      moovParts = null;
    }
    return chunk.subarray(n);
  }

  return {
    push(chunk: Uint8Array) {
      let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      while (rest.length) {
        if (remaining !== 0) {
          rest = take(rest);
          continue;
        }
        header = Buffer.concat([header, rest]);
        rest = Buffer.alloc(0);
        if (!startBox()) return;
        const pending = header;
        header = Buffer.alloc(0);
        rest = pending;
      }
    },
    finish(): Mp4Info {
      if (remaining > 0 || header.length > 0) throw new Mp4Corrupted('file ends inside a box');
      if (!moov) throw new Mp4Corrupted('no moov box');
      return parseMoov(moov);
    },
  };
}

function* children(box: Buffer): Generator<{ type: string; body: Buffer }> {
  let at = 0;
  while (at + 8 <= box.length) {
    let size = box.readUInt32BE(at);
    const type = box.toString('latin1', at + 4, at + 8);
    let headerSize = 8;
    if (size === 1) {
      if (at + 16 > box.length) throw new Mp4Corrupted('short box header');
      size = Number(box.readBigUInt64BE(at + 8));
      headerSize = 16;
    } else if (size === 0) size = box.length - at;
    if (size < headerSize || at + size > box.length) throw new Mp4Corrupted('box outside its parent');
    yield { type, body: box.subarray(at + headerSize, at + size) };
    at += size;
  }
}

const child = (box: Buffer, type: string) => [...children(box)].find((c) => c.type === type)?.body;

function parseMoov(moov: Buffer): Mp4Info {
  const mvhd = child(moov, 'mvhd');
  if (!mvhd || mvhd.length < 20) throw new Mp4Corrupted('no mvhd');
  const v1 = mvhd[0] === 1;
  const timescale = mvhd.readUInt32BE(v1 ? 20 : 12);
  const duration = v1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  if (!timescale) throw new Mp4Corrupted('zero timescale');
  for (const { type, body } of children(moov)) {
    if (type !== 'trak') continue;
    const handler = child(child(body, 'mdia') ?? Buffer.alloc(0), 'hdlr');
    if (!handler || handler.toString('latin1', 8, 12) !== 'vide') continue;
    const tkhd = child(body, 'tkhd');
    if (!tkhd) throw new Mp4Corrupted('video track without tkhd');
    const at = tkhd[0] === 1 ? 88 : 76;
    if (tkhd.length < at + 8) throw new Mp4Corrupted('short tkhd');
    const width = tkhd.readUInt32BE(at) >>> 16;
    const height = tkhd.readUInt32BE(at + 4) >>> 16;
    return { durationMs: Math.round((duration * 1000) / timescale), width, height };
  }
  throw new Mp4Corrupted('no video track');
}
