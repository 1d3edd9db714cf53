import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG of the given size: a horizontal gradient with a darker band, so a preview shows
 * something. `noise` fills it with random (incompressible) pixels, to make a large file.
 */
export function makePng(width: number, height: number, options: { noise?: boolean } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      const band = y > height / 3 && y < (2 * height) / 3;
      const noise = options.noise ? Math.floor(Math.random() * 256) : 0;
      pixels[at] = options.noise ? noise : Math.round((x / width) * 200) + 30;
      pixels[at + 1] = options.noise ? (noise * 7) % 256 : band ? 60 : 120;
      pixels[at + 2] = options.noise ? (noise * 13) % 256 : 200;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
