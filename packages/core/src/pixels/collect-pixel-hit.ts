import { readPixelHit, type PixelDropReason } from '@verba/domain';
import type { Deps } from '../deps';
import { createCollectionRateLimiter, type CollectionRateLimiter } from './collection-rate-limiter';
import { conversionHookOf } from './conversion-hook';
import { pixelEventStoreOf } from './pixel-event-store';

const limiters = new WeakMap<Deps['config'], CollectionRateLimiter>();
const limiterOf = (config: Deps['config']) => {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = createCollectionRateLimiter({
      perIp: config.pixelHitsPerIpPerMinute,
      perPixel: config.pixelHitsPerPixelPerMinute,
    });
    limiters.set(config, limiter);
  }
  return limiter;
};

export type PixelHitOutcome = { recorded: true } | { recorded: false; reason: PixelDropReason };

/**
 * One hit of the public collection endpoint: read, rate-limited per client address and per pixel
 * (when rate limits are on), and recorded against its rule. Never throws for bad input: it says
 * why the hit was dropped. The client address is only a counter key; it is never stored.
 */
export async function collectPixelHit({
  deps,
  query,
  ip,
}: {
  deps: Deps;
  query: unknown;
  ip: string;
}): Promise<PixelHitOutcome> {
  const read = readPixelHit(query);
  if ('drop' in read) return { recorded: false, reason: read.drop };
  const now = deps.now();
  if (deps.config.rateLimit && !limiterOf(deps.config).allow(ip, read.hit.pixelId, now.getTime()))
    return { recorded: false, reason: 'rate_limited' };
  const recorded = await pixelEventStoreOf(deps).record(read.hit, now);
  if (!recorded) return { recorded: false, reason: 'unknown_pixel_or_event' };
  const onConversion = conversionHookOf(deps);
  if (onConversion && read.hit.visitorId) {
    // Attribution never loses the hit: it is recorded above whatever happens here.
    try {
      await onConversion({
        pixelEventId: recorded.id,
        advertiserId: recorded.advertiserId,
        visitorId: read.hit.visitorId,
        value: recorded.value,
        at: now,
      });
    } catch (error) {
      deps.logger.warn({ err: error, pixelEventId: recorded.id }, 'pixel conversion not attributed');
    }
  }
  return { recorded: true };
}
