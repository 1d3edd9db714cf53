/**
 * Real image bytes for tests: a PNG encoder (signature, IHDR, IDAT, IEND with CRCs) and whole
 * JPEGs (jpeg-js) with chosen dimensions.
 */
import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB PNG of width×height; `noise` fills pixels randomly, `padding` adds an ancillary chunk of that many bytes. */
export function makePng({
  width,
  height,
  noise = false,
  padding = 0,
}: {
  width: number;
  height: number;
  noise?: boolean;
  padding?: number;
}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, adaptive filter, no interlace
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      if (noise) raw.set([Math.random() * 256, Math.random() * 256, Math.random() * 256], at);
      else raw.set([(30 + (x * 200) / width) | 0, 90, (160 + (y * 90) / height) | 0], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding > 0 ? [chunk('teSt', Buffer.alloc(padding, 7))] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A whole baseline JPEG of width×height (a gradient), encoded by jpeg-js. */
export function makeJpeg({
  width,
  height,
  quality = 80,
}: {
  width: number;
  height: number;
  quality?: number;
}): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set([(30 + (x * 200) / width) | 0, 90, (160 + (y * 90) / height) | 0, 255], (y * width + x) * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, quality).data);
}

/** A GIF89a header: a real image, of a type the logo does not accept. */
export function makeGif({ width, height }: { width: number; height: number }): Buffer {
  const gif = Buffer.from('GIF89a\0\0\0\0\0\0\0;', 'latin1');
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}

/**
 * The damaged images of issue 26, made from a whole one: a flipped byte inside IDAT (its CRC no
 * longer matches), the file cut at 200 bytes, and a `<script>` appended after the end marker.
 */
export function damagedImages(whole: Buffer): Record<'badIdatCrc' | 'cutAt200' | 'scriptAfterEnd', Buffer> {
  const badIdatCrc = Buffer.from(whole);
  const idat = badIdatCrc.indexOf('IDAT', 0, 'latin1');
  // A PNG gets a byte flipped inside IDAT; a JPEG inside its entropy-coded data.
  const at = idat > 0 ? idat + 20 : whole.length - 100;
  badIdatCrc[at] = badIdatCrc[at]! ^ 0x55;
  return {
    badIdatCrc,
    cutAt200: whole.subarray(0, 200),
    scriptAfterEnd: Buffer.concat([whole, Buffer.from('<script>alert(document.cookie)</script>')]),
  };
}
