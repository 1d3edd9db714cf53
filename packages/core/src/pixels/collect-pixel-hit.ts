import { readPixelHit, type PixelDropReason } from '@verba/domain';
import type { Deps } from '../deps';
import { createCollectionRateLimiter, type CollectionRateLimiter } from './collection-rate-limiter';
import { conversionHookOf, type ConversionOutcome } from './conversion-hook';
import { pixelEventStoreOf } from './pixel-event-store';
import { pixelRefusalCounterOf } from './pixel-refusals';

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

export type PixelHitOutcome =
  { recorded: true; conversion?: ConversionOutcome } | { recorded: false; reason: PixelDropReason };

/**
 * One hit of the public collection endpoint: read, rate-limited per client address and per pixel
 * (when rate limits are on), refused when its value is above its rule's cap or its visitor is over
 * the per-visitor limit, and recorded against its rule; a hit with a visitor id then goes to the
 * conversion hook (attributed only to a billed touch). Refusals for the pixel's own reasons are
 * counted per rule for the pixel page. Never throws for bad input: it says why the hit was dropped.
 * The client address is only a counter key; it is never stored.
 */
export async function collectPixelHit({
  deps,
  query,
  ip,
  userAgent,
}: {
  deps: Deps;
  query: unknown;
  ip: string;
  /** The browser's User-Agent: kept only when the hit carries the visitor's consent (Meta CAPI). */
  userAgent?: string | undefined;
}): Promise<PixelHitOutcome> {
  const read = readPixelHit(query);
  if ('drop' in read) return { recorded: false, reason: read.drop };
  const hit = { ...read.hit, ...(userAgent && read.hit.consent === 'granted' && { userAgent }) };
  const now = deps.now();
  if (deps.config.rateLimit) {
    const over = limiterOf(deps.config).check(ip, hit.pixelId, now.getTime());
    if (over) {
      // Over the pixel's own limit: the pixel page shows it. Over the address limit: not the pixel's doing.
      if (over === 'pixel')
        pixelRefusalCounterOf(deps).count(
          { pixelId: hit.pixelId, eventName: hit.eventName },
          'rate_limited',
          now,
        );
      return { recorded: false, reason: 'rate_limited' };
    }
  }
  const recorded = await pixelEventStoreOf(deps).record(hit, now, {
    perVisitorPerHour: deps.config.pixelHitsPerVisitorPerHour,
  });
  if (!recorded) return { recorded: false, reason: 'unknown_pixel_or_event' };
  if ('refused' in recorded) {
    pixelRefusalCounterOf(deps).count({ ruleId: recorded.ruleId }, recorded.refused, now);
    return { recorded: false, reason: recorded.refused };
  }
  const onConversion = conversionHookOf(deps);
  if (!onConversion || !hit.visitorId) return { recorded: true };
  // Attribution never loses the hit: it is recorded above whatever happens here.
  try {
    const conversion = await onConversion({
      pixelEventId: recorded.id,
      companyId: recorded.companyId,
      advertiserId: recorded.advertiserId,
      visitorId: hit.visitorId,
      value: recorded.value,
      at: now,
    });
    if (conversion === 'unbilled_touch')
      pixelRefusalCounterOf(deps).count({ ruleId: recorded.ruleId }, 'unbilled_touch', now);
    return { recorded: true, conversion };
  } catch (error) {
    deps.logger.warn({ err: error, pixelEventId: recorded.id }, 'pixel conversion not attributed');
    return { recorded: true };
  }
}
