/**
 * Real image bytes for tests: a PNG encoder (signature, IHDR, IDAT, IEND with CRCs) and JPEG
 * headers (SOI, JFIF APP0, SOF0) with chosen dimensions.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB PNG of width×height; `noise` fills pixels randomly, `padding` adds an ancillary chunk of that many bytes. */
export function makePng({ width, height, noise = false, padding = 0 }: { width: number; height: number; noise?: boolean; padding?: number }): Buffer {
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
      else raw.set([30 + ((x * 200) / width) | 0, 90, 160 + ((y * 90) / height) | 0], at);
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

/** A baseline JPEG header: SOI, JFIF APP0, SOF0 with the dimensions, EOI. */
export function makeJpeg({ width, height }: { width: number; height: number }): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03,
    0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a header: a real image, of a type the logo does not accept. */
export function makeGif({ width, height }: { width: number; height: number }): Buffer {
  const gif = Buffer.from('GIF89a\0\0\0\0\0\0\0;', 'latin1');
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}
