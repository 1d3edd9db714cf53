import type { ConversionHook } from '@verba/core/pixels/conversion-hook';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type { BidderStore } from './ports';
import { hashUserKey } from './user-key';

const dayMs = 86_400_000;

/**
 * Pixel hits with a visitor id become `conversion` events, attributed to the visitor's last
 * billed click within `clickDays`, else last billed impression within `viewDays`, for the pixel's
 * advertiser (the event store's lastTouch: a touch counts only when its bid was billed, issue 25).
 * No touch, or only a touch of a bid nobody billed (an unregistered caller's, a test bid's, a late
 * notice's), or a touch of another company: nothing is recorded, and the outcome says which. The
 * value (minor units) becomes micros. Id `conversion:<pixelEventId>`, so a replay counts once.
 */
export function createConversionHook({
  store,
  clickDays,
  viewDays,
}: {
  store: Pick<BidderStore, 'append' | 'lastTouch'>;
  clickDays: number;
  viewDays: number;
}): ConversionHook {
  return async ({ pixelEventId, companyId, advertiserId, visitorId, value, at }) => {
    const userKey = hashUserKey(visitorId);
    const touch = await store.lastTouch({
      userKey,
      advertiserId,
      clickSince: new Date(at.getTime() - clickDays * dayMs),
      viewSince: new Date(at.getTime() - viewDays * dayMs),
    });
    if (!touch) return 'no_touch';
    // The touch's claims were signed by the bidder for this advertiser, so its company is the
    // pixel's; checked anyway, so no path can move another company's figures.
    if (!touch.billed || touch.companyId !== companyId) return 'unbilled_touch';
    const event: DeliveryEvent = {
      id: `conversion:${pixelEventId}`,
      type: 'conversion',
      at: at.getTime(),
      bidId: touch.bidId,
      leaseId: touch.leaseId,
      companyId: touch.companyId,
      advertiserId,
      campaignId: touch.campaignId,
      groupId: touch.groupId,
      strategyId: touch.strategyId,
      creativeId: touch.creativeId,
      currency: touch.currency,
      bidCpmMicros: 0,
      costMicros: 0,
      valueMicros: (value ?? 0) * 10_000,
      state: '',
      city: '',
      device: '',
      environment: '',
      siteOrApp: '',
      audienceIds: [],
      userKey,
      exclusion: '',
      exchangeId: touch.exchangeId,
    };
    await store.append([event]);
    return 'attributed';
  };
}
