import { describe, expect, it } from 'vitest';
import { makeMp4, mdatHeader, mp4Header } from '../media-samples';
import { createMp4Probe, Mp4Corrupted } from './mp4-probe';

const probe = (bytes: Buffer, chunk: number) => {
  const p = createMp4Probe();
  for (let at = 0; at < bytes.length; at += chunk) p.push(bytes.subarray(at, at + chunk));
  return p.finish();
};

describe('MP4 probe', () => {
  const mp4 = makeMp4({ width: 1920, height: 1080, durationMs: 12_345, mdatBytes: 5000 });

  it('reads duration and size whatever the chunking, byte by byte included', () => {
    for (const chunk of [1, 7, 64, 4096, mp4.length])
      expect(probe(mp4, chunk)).toEqual({ durationMs: 12_345, width: 1920, height: 1080 });
  });

  it('finds moov after mdat, and a 64-bit box size', () => {
    const header = mp4Header({ width: 640, height: 360, durationMs: 1000 });
    const ftypLength = header.readUInt32BE(0);
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(16n + 100n, 8);
    const moovLast = Buffer.concat([
      header.subarray(0, ftypLength),
      large,
      Buffer.alloc(100),
      header.subarray(ftypLength),
    ]);
    expect(probe(moovLast, 10)).toEqual({ durationMs: 1000, width: 640, height: 360 });
  });

  it('refuses a file cut inside a box, without moov, or not starting with ftyp', () => {
    expect(() => probe(mp4.subarray(0, mp4.length - 1), 100)).toThrow(Mp4Corrupted);
    const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
    expect(() => probe(Buffer.concat([ftyp, mdatHeader(10), Buffer.alloc(10)]), 100)).toThrow(Mp4Corrupted);
    expect(() => probe(Buffer.concat([mdatHeader(10), Buffer.alloc(10)]), 100)).toThrow(Mp4Corrupted);
  });
});
