import { readdirSync, readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { damagedImages, makeJpeg, makePng } from '../../advertisers/test-images';
import { makeGif } from '../media-samples';
import { decodeImage, type DecodableImage } from './decode-image';
import { imageEnd } from './image-structure';

const imagesDir = new URL('./fixtures/images/', import.meta.url);
const mimeOf: Record<string, DecodableImage> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };
const realImages = readdirSync(imagesDir).map((name) => ({
  name,
  mime: mimeOf[name.split('.').pop()!]!,
  bytes: readFileSync(new URL(name, imagesDir)),
}));

/** A PNG chunk with a correct CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

describe('decodeImage', () => {
  it('decodes what real tools write: progressive, restart markers, CMYK, grey, Adam7, 16-bit, palette, alpha, animation', () => {
    expect(realImages.length).toBe(9);
    for (const { name, mime, bytes } of realImages) {
      const decoded = decodeImage(mime, bytes);
      expect(decoded, name).not.toBeNull();
      expect(decoded!.width, name).toBeGreaterThan(0);
      expect(imageEnd(mime, bytes), name).toBe(bytes.length);
    }
  });

  it('refuses each of them cut short, or with a script after its end marker', () => {
    for (const { name, mime, bytes } of realImages) {
      for (const cut of [200, Math.floor(bytes.length / 2), bytes.length - 1])
        if (cut < bytes.length)
          expect(decodeImage(mime, bytes.subarray(0, cut)), `${name} cut at ${cut}`).toBeNull();
      expect(
        decodeImage(mime, Buffer.concat([bytes, Buffer.from('<script>alert(1)</script>')])),
        name,
      ).toBeNull();
      expect(
        decodeImage(mime, Buffer.concat([bytes, Buffer.alloc(1)])),
        `${name} + one zero byte`,
      ).toBeNull();
    }
  });

  it('refuses a bad IDAT checksum, a cut at 200 bytes and a script after IEND (PNG and JPEG)', () => {
    for (const whole of [
      makePng({ width: 200, height: 200, noise: true }),
      makeJpeg({ width: 200, height: 200 }),
    ]) {
      expect(decodeImage(whole[0] === 0x89 ? 'image/png' : 'image/jpeg', whole)).toEqual({
        width: 200,
        height: 200,
      });
      for (const [name, bytes] of Object.entries(damagedImages(whole)))
        expect(decodeImage(whole[0] === 0x89 ? 'image/png' : 'image/jpeg', bytes), name).toBeNull();
    }
  });

  it('refuses a PNG whose IDAT stream is cut even though every CRC was recomputed', () => {
    const png = makePng({ width: 64, height: 64, noise: true });
    const at = png.indexOf('IDAT', 0, 'latin1') - 4;
    const length = png.readUInt32BE(at);
    const shortened = chunk('IDAT', png.subarray(at + 8, at + 8 + length - 50));
    const bytes = Buffer.concat([png.subarray(0, at), shortened, png.subarray(at + 12 + length)]);
    expect(imageEnd('image/png', bytes)).toBe(bytes.length); // the structure alone looks whole
    expect(decodeImage('image/png', bytes)).toBeNull();
  });

  it('refuses a PNG whose pixel data is longer than its header says', () => {
    const small = makePng({ width: 10, height: 10 });
    const big = makePng({ width: 10, height: 11 });
    const idat = (png: Buffer) => {
      const at = png.indexOf('IDAT', 0, 'latin1') - 4;
      return { at, end: at + 12 + png.readUInt32BE(at) };
    };
    const s = idat(small);
    const b = idat(big);
    const bytes = Buffer.concat([small.subarray(0, s.at), big.subarray(b.at, b.end), small.subarray(s.end)]);
    expect(decodeImage('image/png', bytes)).toBeNull();
  });

  it('refuses a GIF with trailing bytes or cut before its trailer, and takes a whole one', () => {
    const gif = makeGif({ width: 30, height: 20 });
    expect(decodeImage('image/gif', gif)).toEqual({ width: 30, height: 20 });
    expect(decodeImage('image/gif', gif.subarray(0, gif.length - 1))).toBeNull();
    expect(decodeImage('image/gif', Buffer.concat([gif, Buffer.from('PK\x03\x04')]))).toBeNull();
  });
});
