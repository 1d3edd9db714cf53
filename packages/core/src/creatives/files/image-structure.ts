import { crc32 } from 'node:zlib';

/**
 * Where an image file's own end marker finishes — after PNG's IEND chunk, GIF's trailer byte, or
 * JPEG's EOI marker after the last scan — found by walking the container's structure (PNG chunks
 * with their CRCs, GIF blocks, JPEG segments and entropy-coded scans). `null` when the walk does
 * not reach an end marker: a truncated or garbled file. A whole image ends exactly at the file's
 * end; anything after the end marker (a `<script>`, a ZIP, padding) is not part of the image.
 */
export function imageEnd(mime: string, bytes: Buffer): number | null {
  try {
    if (mime === 'image/png') return pngEnd(bytes);
    if (mime === 'image/gif') return gifEnd(bytes);
    if (mime === 'image/jpeg') return jpegEnd(bytes);
  } catch {
    return null;
  }
  return null;
}

/** The file is exactly one image, from its signature to its end marker, and nothing after. */
export function isWholeImage(mime: string, bytes: Buffer): boolean {
  return imageEnd(mime, bytes) === bytes.length;
}

function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (first && (type !== 'IHDR' || length !== 13)) return null;
    first = false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return null;
    if (type === 'IEND') return end;
    at = end;
  }
  return null;
}

function skipSubBlocks(bytes: Buffer, at: number): number {
  while (true) {
    if (at >= bytes.length) throw new Error('truncated');
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
}

function gifEnd(bytes: Buffer): number | null {
  let at = 13;
  if (bytes.length < at) return null;
  const screen = bytes[10]!;
  if (screen & 0x80) at += 3 * 2 ** ((screen & 7) + 1);
  let images = 0;
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) return images > 0 ? at + 1 : null;
    if (block === 0x21) at = skipSubBlocks(bytes, at + 2);
    else if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      const packed = bytes[at + 9]!;
      at += 10;
      if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1);
      const minCodeSize = bytes[at];
      if (minCodeSize === undefined || minCodeSize < 2 || minCodeSize > 11) return null;
      at = skipSubBlocks(bytes, at + 1);
      images += 1;
    } else return null;
  }
  return null;
}

const SOS = 0xda;
const EOI = 0xd9;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * SOI, then segments (each with its 16-bit length) and scans (SOS header, then entropy-coded
 * data where 0xFF is followed by 0x00 stuffing or a restart marker), up to EOI. Markers inside an
 * APP segment (an EXIF thumbnail's own SOI/EOI) are skipped with their segment.
 */
function jpegEnd(bytes: Buffer): number | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  let scans = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at += 1; // fill bytes before a marker
    const marker = bytes[at];
    if (marker === undefined || marker === 0x00) return null;
    at += 1;
    if (marker === EOI) return scans > 0 ? at : null;
    if (isRestart(marker) || marker === 0x01) continue;
    if (at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return null;
    at += length;
    if (marker !== SOS) continue;
    scans += 1;
    while (true) {
      if (at + 1 >= bytes.length) return null;
      if (bytes[at] !== 0xff) {
        at += 1;
        continue;
      }
      const next = bytes[at + 1]!;
      if (next === 0x00 || isRestart(next)) at += 2;
      else if (next === 0xff) at += 1;
      else break;
    }
  }
  return null;
}
