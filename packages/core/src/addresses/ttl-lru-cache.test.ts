import { describe, expect, it } from 'vitest';
import { TtlLruCache } from './ttl-lru-cache';

describe('TtlLruCache', () => {
  const clock = () => {
    let now = 0;
    return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
  };

  it('answers entries until they expire', () => {
    const c = clock();
    const cache = new TtlLruCache<string, number>({ maxEntries: 10, ttlMs: 1000, now: c.now });
    cache.set('a', 1);
    c.advance(999);
    expect(cache.get('a')).toBe(1);
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new TtlLruCache<string, number>({ maxEntries: 2, ttlMs: 1000, now: clock().now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('refreshes an entry that is set again', () => {
    const c = clock();
    const cache = new TtlLruCache<string, number>({ maxEntries: 2, ttlMs: 1000, now: c.now });
    cache.set('a', 1);
    c.advance(800);
    cache.set('a', 2);
    c.advance(800);
    expect(cache.get('a')).toBe(2);
  });
});
