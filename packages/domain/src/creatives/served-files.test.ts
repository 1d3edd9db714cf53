import { describe, expect, it } from 'vitest';
import {
  ifNoneMatchHits,
  ifRangeHolds,
  parseServedCreativeName,
  servedCreativeEtag,
  servedCreativePath,
  servedCreativeUrl,
} from './served-files';

const file = {
  id: '0b6f3c1e-6a53-4c0e-9d1f-2f5e8a7b9c10',
  fileToken: 'k3Jd9xQm_w-Z',
  mimeType: 'image/jpeg',
};

describe('served creative files', () => {
  it('names one URL per file: /cr/v1/<asset>/<token>.<ext of the stored type>, under the origin', () => {
    expect(servedCreativePath(file)).toBe(`/cr/v1/${file.id}/k3Jd9xQm_w-Z.jpg`);
    expect(servedCreativeUrl('https://cdn.verba.com.br/', { ...file, mimeType: 'video/mp4' })).toBe(
      `https://cdn.verba.com.br/cr/v1/${file.id}/k3Jd9xQm_w-Z.mp4`,
    );
    expect(servedCreativePath({ ...file, mimeType: 'audio/mpeg' })).toMatch(/\.mp3$/);
    expect(servedCreativePath({ ...file, mimeType: 'application/x-unknown' })).toMatch(/\.bin$/);
  });

  it('reads <token>.<ext> back, and nothing else', () => {
    expect(parseServedCreativeName('k3Jd9xQm_w-Z.png')).toEqual({ token: 'k3Jd9xQm_w-Z', extension: 'png' });
    for (const name of ['k3Jd9xQm', '.png', 'a.b.png', 'tok.PNG', '../x.png', 'tok.png?x', 'tok%2e.png'])
      expect(parseServedCreativeName(name), name).toBeNull();
  });

  it('compares If-None-Match weakly (lists, W/, *) and If-Range strongly (or by the exact date)', () => {
    const etag = servedCreativeEtag(file.id, 1234);
    expect(etag).toBe(`"${file.id}.1234"`);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits(etag, etag)).toBe(true);
    expect(ifNoneMatchHits(`"a", W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHits(' * ', etag)).toBe(true);
    expect(ifNoneMatchHits('"a"', etag)).toBe(false);
    const date = 'Sat, 28 Nov 2026 16:00:00 GMT';
    expect(ifRangeHolds(undefined, etag, date)).toBe(true);
    expect(ifRangeHolds(etag, etag, date)).toBe(true);
    expect(ifRangeHolds(`W/${etag}`, etag, date)).toBe(false);
    expect(ifRangeHolds('"a"', etag, date)).toBe(false);
    expect(ifRangeHolds(date, etag, date)).toBe(true);
    expect(ifRangeHolds('Sun, 29 Nov 2026 16:00:00 GMT', etag, date)).toBe(false);
  });
});
