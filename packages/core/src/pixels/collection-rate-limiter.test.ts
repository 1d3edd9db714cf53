import { describe, expect, it } from 'vitest';
import { createCollectionRateLimiter } from './collection-rate-limiter';

describe('collection rate limiter', () => {
  it('allows up to the limit per address and per pixel in a window, then again in the next', () => {
    const limiter = createCollectionRateLimiter({ perIp: 2, perPixel: 3, windowMs: 1000 });
    expect([0, 1, 2].map(() => limiter.allow('a', 'p', 0))).toEqual([true, true, false]);
    expect(limiter.allow('b', 'p', 10)).toBe(true);
    expect(limiter.allow('c', 'p', 20)).toBe(false);
    expect(limiter.allow('c', 'q', 20)).toBe(true);
    expect(limiter.allow('a', 'p', 1000)).toBe(true);
  });

  it('tracks a bounded number of keys: new keys beyond it are refused until the window ends', () => {
    const limiter = createCollectionRateLimiter({ perIp: 100, perPixel: 100, windowMs: 1000, maxKeys: 4 });
    expect(limiter.allow('a', 'p', 0)).toBe(true);
    expect(limiter.allow('b', 'q', 0)).toBe(true);
    expect(limiter.allow('c', 'p', 0)).toBe(false);
    expect(limiter.allow('a', 'p', 0)).toBe(true);
    expect(limiter.allow('c', 'p', 1000)).toBe(true);
  });

  it('says which limit a hit is over: the address first, then the pixel', () => {
    const limiter = createCollectionRateLimiter({ perIp: 2, perPixel: 3, windowMs: 1000 });
    expect(limiter.check('a', 'p', 0)).toBeNull();
    expect(limiter.check('a', 'p', 0)).toBeNull();
    expect(limiter.check('a', 'p', 0)).toBe('ip');
    expect(limiter.check('b', 'p', 0)).toBeNull();
    expect(limiter.check('c', 'p', 0)).toBe('pixel');
  });
});
