import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffType', () => {
  it('knows images, video and audio by their magic bytes', () => {
    expect(sniffType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffType(bytes('GIF89a'))).toBe('gif');
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBe('mp4');
    expect(sniffType(bytes('ID3', [3, 0]))).toBe('mp3');
    expect(sniffType(bytes([0xff, 0xfb, 0x90]))).toBe('mp3');
    expect(sniffType(bytes('OggS'))).toBe('ogg');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBe('wav');
  });

  it('does not trust a name: an executable or an SVG is unknown', () => {
    expect(sniffType(bytes('MZ', [0x90, 0]))).toBe('unknown');
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('unknown');
    expect(sniffType(new Uint8Array())).toBe('unknown');
  });
});
