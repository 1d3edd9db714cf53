import type { DeliveryEvent, TrackingClaims } from '@verba/domain/delivery/contracts';

/** The `bid` event of a claim (test requests are answered but excluded: never billed). */
export function bidEvent(claims: TrackingClaims, test: boolean): DeliveryEvent {
  const event = deliveryEventOf(claims, 'bid', `bid:${claims.bidId}`, claims.at);
  event.bidCpmMicros = claims.bidCpmMicros;
  event.exclusion = test ? 'invalid' : '';
  return event;
}

/** A delivery event of a bid's claims, money zero (callers set cost and value). */
export function deliveryEventOf(
  claims: TrackingClaims,
  type: DeliveryEvent['type'],
  id: string,
  at: number,
): DeliveryEvent {
  return {
    id,
    type,
    at,
    bidId: claims.bidId,
    leaseId: claims.leaseId,
    companyId: claims.companyId,
    advertiserId: claims.advertiserId,
    campaignId: claims.campaignId,
    groupId: claims.groupId,
    strategyId: claims.strategyId,
    creativeId: claims.creativeId,
    currency: claims.currency,
    bidCpmMicros: 0,
    costMicros: 0,
    valueMicros: 0,
    state: claims.state,
    city: claims.city,
    device: claims.device,
    environment: claims.environment,
    siteOrApp: claims.siteOrApp,
    audienceIds: claims.audienceIds,
    userKey: claims.userKey,
    exclusion: claims.test ? 'invalid' : '',
    exchangeId: claims.exchangeId,
    browser: claims.browser ?? '',
    contentCategory: claims.contentCategory ?? '',
  };
}
