import { describe, expect, it } from 'vitest';
import { damagedImages, makeJpeg, makePng } from '../../advertisers/test-images';
import { decodeImageOffThread } from './decode-off-thread';

describe('decoding off the event loop', () => {
  it('answers the decoded size, or null for a damaged image', async () => {
    expect(await decodeImageOffThread('image/png', makePng({ width: 30, height: 20 }))).toEqual({
      width: 30,
      height: 20,
    });
    const { scriptAfterEnd, badIdatCrc } = damagedImages(makePng({ width: 200, height: 200, noise: true }));
    expect(await decodeImageOffThread('image/png', scriptAfterEnd)).toBeNull();
    expect(await decodeImageOffThread('image/png', badIdatCrc)).toBeNull();
  });

  it('keeps the event loop free while a large JPEG decodes', async () => {
    const jpeg = makeJpeg({ width: 2000, height: 1500, quality: 90 });
    await decodeImageOffThread('image/png', makePng({ width: 1, height: 1 })); // thread started
    let ticks = 0;
    let worstGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
      ticks += 1;
    }, 5);
    const started = performance.now();
    const decoded = await decodeImageOffThread('image/jpeg', jpeg);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(decoded).toEqual({ width: 2000, height: 1500 });
    console.info(
      `2000×1500 JPEG (${jpeg.length} B) decoded in ${took.toFixed(0)} ms; worst timer gap ${worstGap.toFixed(0)} ms over ${ticks} ticks`,
    );
    // The decode takes hundreds of ms; timers kept firing meanwhile.
    expect(ticks).toBeGreaterThan(3);
    expect(worstGap).toBeLessThan(Math.max(100, took / 2));
  });
});
