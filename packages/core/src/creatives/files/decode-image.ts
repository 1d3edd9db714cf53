import { GifReader } from 'omggif';
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { inflateSync } from 'node:zlib';
import { isWholeImage } from './image-structure';

export type DecodableImage = 'image/png' | 'image/jpeg' | 'image/gif';

export interface DecodedImage {
  width: number;
  height: number;
}

/** The most an image may hold once decoded (in megapixels); callers check the header first. */
const maxMegapixels = 16;

/**
 * Whether a PNG, JPEG or GIF is a whole, valid image: its structure walked to its end marker with
 * nothing after it (image-structure.ts), then every pixel decoded by a real decoder — pngjs (CRCs
 * checked, zlib stream inflated to the size the header promises), jpeg-js (not tolerant: a damaged
 * scan throws) and omggif (every frame's LZW data). Answers the decoded size, or `null` for a
 * file that is truncated, garbled, or carries bytes after the image's end. Call it only after the
 * header's dimensions were found sane: decoding is synchronous and takes ~4 bytes per pixel.
 */
export function decodeImage(mime: DecodableImage, bytes: Buffer): DecodedImage | null {
  if (!isWholeImage(mime, bytes)) return null;
  try {
    if (mime === 'image/png') {
      if (!wholePngPixelData(bytes)) return null;
      const png = pngjs.PNG.sync.read(bytes, { checkCRC: true });
      return { width: png.width, height: png.height };
    }
    if (mime === 'image/jpeg') {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        tolerantDecoding: false,
        maxResolutionInMP: maxMegapixels,
        maxMemoryUsageInMB: 256,
      });
      return { width: image.width, height: image.height };
    }
    const gif = new GifReader(bytes);
    if (gif.width * gif.height > maxMegapixels * 1_000_000) return null;
    const pixels = new Uint8Array(gif.width * gif.height * 4);
    for (let frame = 0; frame < gif.numFrames(); frame++) {
      const info = gif.frameInfo(frame);
      if (info.x + info.width > gif.width || info.y + info.height > gif.height) return null;
      gif.decodeAndBlitFrameRGBA(frame, pixels);
    }
    return { width: gif.width, height: gif.height };
  } catch {
    return null;
  }
}

const channels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: x start, y start, x step, y step. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * pngjs's own inflate stops quietly at the end of a short zlib stream and fills the rest, so
 * the IDAT data is inflated here strictly (a cut stream throws) and must give exactly the bytes
 * the header promises: one filter byte plus the packed pixels per row, per Adam7 pass if
 * interlaced. Runs after the structure walk, which checked every chunk's CRC.
 */
function wholePngPixelData(bytes: Buffer): boolean {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const depth = bytes[24]!;
  const bitsPerPixel = (channels[bytes[25]!] ?? 0) * depth;
  if (!bitsPerPixel) return false;
  const rowBytes = (w: number) => Math.ceil((w * bitsPerPixel) / 8) + 1;
  let expected = 0;
  if (bytes[28] === 1) {
    for (const [x0, y0, dx, dy] of adam7) {
      const w = Math.ceil((width - x0) / dx);
      const h = Math.ceil((height - y0) / dy);
      if (w > 0 && h > 0) expected += h * rowBytes(w);
    }
  } else expected = height * rowBytes(width);
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT')
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  if (!idat.length) return false;
  const pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  return pixels.length === expected;
}
