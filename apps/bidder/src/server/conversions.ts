import type { ConversionHook } from '@verba/core/pixels/conversion-hook';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import type { BidderStore } from './ports';
import { hashUserKey } from './user-key';

const dayMs = 86_400_000;

/**
 * Pixel hits with a visitor id become `conversion` events, attributed to the visitor's last
 * click within `clickDays`, else last impression within `viewDays`, for the pixel's advertiser
 * (the event store's lastTouch). No touch: nothing is recorded. The value (minor units) becomes
 * micros. Id `conversion:<pixelEventId>`, so a replay counts once.
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
  return async ({ pixelEventId, advertiserId, visitorId, value, at }) => {
    const userKey = hashUserKey(visitorId);
    const touch = await store.lastTouch({
      userKey,
      advertiserId,
      clickSince: new Date(at.getTime() - clickDays * dayMs),
      viewSince: new Date(at.getTime() - viewDays * dayMs),
    });
    if (!touch) return;
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
  };
}
