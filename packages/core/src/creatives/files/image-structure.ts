import { crc32 } from 'node:zlib';

/**
 * Whether an image file is whole: its container structure is walked to the end marker without
 * decoding any pixel (PNG chunks with their CRCs up to IEND; GIF blocks up to the trailer; JPEG
 * from SOI to EOI). A truncated or garbled file fails here.
 */
export function isWholeImage(mime: string, bytes: Buffer): boolean {
  try {
    if (mime === 'image/png') return isWholePng(bytes);
    if (mime === 'image/gif') return isWholeGif(bytes);
    if (mime === 'image/jpeg') return isWholeJpeg(bytes);
  } catch {
    return false;
  }
  return false;
}

function isWholePng(bytes: Buffer): boolean {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IEND') return true;
    at = end;
  }
  return false;
}

function skipSubBlocks(bytes: Buffer, at: number): number {
  while (true) {
    if (at >= bytes.length) throw new Error('truncated');
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
}

function isWholeGif(bytes: Buffer): boolean {
  let at = 13;
  if (bytes.length < at) return false;
  const screen = bytes[10]!;
  if (screen & 0x80) at += 3 * 2 ** ((screen & 7) + 1);
  let images = 0;
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) return images > 0;
    if (block === 0x21) at = skipSubBlocks(bytes, at + 2);
    else if (block === 0x2c) {
      if (at + 10 > bytes.length) return false;
      const packed = bytes[at + 9]!;
      at += 10;
      if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1);
      const minCodeSize = bytes[at];
      if (minCodeSize === undefined || minCodeSize < 2 || minCodeSize > 11) return false;
      at = skipSubBlocks(bytes, at + 1);
      images += 1;
    } else return false;
  }
  return false;
}

function isWholeJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0) end -= 1;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}
