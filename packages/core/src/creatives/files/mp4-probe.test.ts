import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeMp4, mdatHeader } from '../media-samples';
import { createMp4Probe, Mp4Corrupted } from './mp4-probe';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const probe = (bytes: Buffer, chunk: number) => {
  const p = createMp4Probe();
  for (let at = 0; at < bytes.length; at += chunk) p.push(bytes.subarray(at, at + chunk));
  return p.finish();
};

describe('MP4 probe', () => {
  const mp4 = makeMp4({ width: 1920, height: 1080, durationMs: 12_345, mdatBytes: 5000 });

  it('reads duration and size whatever the chunking, byte by byte included', () => {
    for (const chunk of [1, 7, 64, 4096, mp4.length])
      expect(probe(mp4, chunk)).toMatchObject({ durationMs: 12_345, width: 1920, height: 1080 });
  });

  it('reads a fragmented MP4 (empty moov, no mehd): duration summed from its fragments', () => {
    const fragmented = fixture('fragmented-640x360-8s.mp4');
    for (const chunk of [1000, 65_536]) {
      const info = probe(fragmented, chunk);
      expect(info).toMatchObject({ width: 640, height: 360 });
      // 8 s of H.264 and AAC; the AAC track's priming makes the longest track ~8.02 s.
      expect(info.durationMs).toBeGreaterThanOrEqual(8000);
      expect(info.durationMs).toBeLessThan(8100);
    }
  });

  it('reads a real Chromium MediaRecorder recording (H.264 + Opus, fragmented, 8 s)', () => {
    const recorded = fixture('mediarecorder-chromium-640x360-8s.mp4');
    for (const chunk of [1000, 65_536]) {
      const info = probe(recorded, chunk);
      expect(info).toMatchObject({ width: 640, height: 360 });
      expect(info.durationMs).toBeGreaterThan(7800);
      expect(info.durationMs).toBeLessThan(8200);
    }
    expect(() => probe(recorded.subarray(0, recorded.length - 100), 4096)).toThrow(Mp4Corrupted);
  });

  it('reads an audio-only MediaRecorder MP4 (Opus, fragmented, 5 s) as audio', () => {
    const info = probe(fixture('mediarecorder-chromium-audio-5s.mp4'), 4096);
    expect(info).toMatchObject({ hasVideo: false, hasAudio: true, width: 0, height: 0 });
    expect(info.durationMs).toBeGreaterThan(4500);
    expect(info.durationMs).toBeLessThan(5200);
  });

  it('reads a fragmented MP4 whose mvex carries the duration in mehd', () => {
    const fragmented = Buffer.from(fixture('fragmented-640x360-8s.mp4'));
    // ffmpeg wrote no mehd: insert one (7 s) at the start of mvex, growing mvex and moov.
    const mvexAt = fragmented.indexOf('mvex', 0, 'latin1') - 4;
    const mvexSize = fragmented.readUInt32BE(mvexAt);
    const moovAt = fragmented.indexOf('moov', 0, 'latin1') - 4;
    const mehd = Buffer.alloc(16);
    mehd.writeUInt32BE(16, 0);
    mehd.write('mehd', 4, 'latin1');
    const timescale = fragmented.readUInt32BE(moovAt + 8 + 8 + 12); // mvhd's, version 0
    mehd.writeUInt32BE(7 * timescale, 12);
    const patched = Buffer.concat([
      fragmented.subarray(0, mvexAt + 8),
      mehd,
      fragmented.subarray(mvexAt + 8),
    ]);
    patched.writeUInt32BE(mvexSize + 16, mvexAt);
    patched.writeUInt32BE(patched.readUInt32BE(moovAt) + 16, moovAt);
    // The fragments' data offsets are relative to their moof (default-base-is-moof): still valid.
    expect(probe(patched, 4096)).toMatchObject({ durationMs: 7000, width: 640, height: 360 });
  });

  it('reads a faststart MP4 and one whose moov comes after mdat (phones)', () => {
    expect(probe(fixture('faststart-640x360-8s.mp4'), 4096)).toMatchObject({
      durationMs: 8000,
      width: 640,
      height: 360,
    });
    expect(probe(fixture('moov-last-640x360-8s.mp4'), 4096)).toMatchObject({
      durationMs: 8000,
      width: 640,
      height: 360,
    });
  });

  it('refuses a file cut anywhere: inside a box, or at a box boundary before its samples', () => {
    for (const name of [
      'fragmented-640x360-8s.mp4',
      'faststart-640x360-8s.mp4',
      'moov-last-640x360-8s.mp4',
    ]) {
      const whole = fixture(name);
      for (const cut of [200, 5000, Math.floor(whole.length / 2), whole.length - 1])
        expect(() => probe(whole.subarray(0, cut), 4096), `${name} cut at ${cut}`).toThrow(Mp4Corrupted);
    }
    expect(() => probe(mp4.subarray(0, mp4.length - 1), 100)).toThrow(Mp4Corrupted);
    // An mdat whose declared size was shrunk to match a cut: framing passes, the samples do not.
    const cut = Buffer.from(mp4.subarray(0, mp4.length - 1000));
    const mdatAt = cut.indexOf('mdat', 0, 'latin1') - 4;
    cut.writeUInt32BE(cut.readUInt32BE(mdatAt) - 1000, mdatAt);
    expect(() => probe(cut, 100)).toThrow(/past the end/);
  });

  it('refuses a file without moov, not starting with ftyp, garbage, or without a video track', () => {
    const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
    expect(() => probe(Buffer.concat([ftyp, mdatHeader(10), Buffer.alloc(10)]), 100)).toThrow(Mp4Corrupted);
    expect(() => probe(Buffer.concat([mdatHeader(10), Buffer.alloc(10)]), 100)).toThrow(Mp4Corrupted);
    const garbage = Buffer.concat([ftyp, Buffer.from('\x00\x00\x00\x10\xff\xfe\xfd\xfcgarbage!', 'latin1')]);
    expect(() => probe(garbage, 100)).toThrow(Mp4Corrupted);
    // A track that is neither video nor audio (a hint track of an unknown sample entry).
    const noMedia = Buffer.from(mp4);
    noMedia.write('hint', noMedia.indexOf('vide', 0, 'latin1'), 'latin1');
    noMedia.write('xxxx', noMedia.lastIndexOf('avc1', undefined, 'latin1'), 'latin1');
    expect(() => probe(noMedia, 100)).toThrow(/no video or audio track/);
  });
});
