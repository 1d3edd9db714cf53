/**
 * Fixed one-minute windows of hits per client address and per pixel, in process (the collection
 * endpoint never answers 429: a hit over a limit is dropped silently). At most `maxKeys` keys are
 * tracked per window; beyond that every new key is refused, so a flood of addresses cannot grow
 * memory without bound.
 */
export function createCollectionRateLimiter({
  perIp,
  perPixel,
  windowMs = 60_000,
  maxKeys = 100_000,
}: {
  perIp: number;
  perPixel: number;
  windowMs?: number;
  maxKeys?: number;
}) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  const take = (key: string, max: number) => {
    const used = counts.get(key);
    if (used === undefined && counts.size >= maxKeys) return false;
    if ((used ?? 0) >= max) return false;
    counts.set(key, (used ?? 0) + 1);
    return true;
  };
  /** Counts one hit; which limit it is over for this window (the address's first), else null. */
  const check = (ip: string, pixelId: string, now: number): 'ip' | 'pixel' | null => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    if (!take(`ip:${ip}`, perIp)) return 'ip';
    return take(`px:${pixelId}`, perPixel) ? null : 'pixel';
  };
  return {
    /** Counts one hit; false when the address or the pixel is over its limit for this window. */
    allow: (ip: string, pixelId: string, now: number): boolean => check(ip, pixelId, now) === null,
    check,
  };
}
export type CollectionRateLimiter = ReturnType<typeof createCollectionRateLimiter>;
