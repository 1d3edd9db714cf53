import type { DeliveryEvent } from '@verba/domain/delivery/contracts';

/** Whole micros; anything else (a fraction, NaN) would make the whole shipped block fail. */
const micros = (value: number) => (Number.isFinite(value) ? Math.trunc(value) : 0);

/** Epoch ms as ClickHouse's DateTime64(3) text in UTC. */
const dateTime64 = (at: number) =>
  new Date(Number.isFinite(at) ? at : 0).toISOString().replace('T', ' ').replace('Z', '');

/** A DeliveryEvent as a row of the `events` table (JSONEachRow). */
export function eventRow(event: DeliveryEvent) {
  return {
    id: event.id,
    type: event.type,
    at: dateTime64(event.at),
    bid_id: event.bidId,
    lease_id: event.leaseId,
    company_id: event.companyId,
    advertiser_id: event.advertiserId,
    campaign_id: event.campaignId,
    group_id: event.groupId,
    strategy_id: event.strategyId,
    creative_id: event.creativeId,
    currency: event.currency,
    bid_cpm_micros: micros(event.bidCpmMicros),
    cost_micros: micros(event.costMicros),
    value_micros: micros(event.valueMicros),
    state: event.state,
    city: event.city,
    device: event.device,
    environment: event.environment,
    site_or_app: event.siteOrApp,
    audience_ids: event.audienceIds,
    user_key: event.userKey,
    exclusion: event.exclusion,
    exchange_id: event.exchangeId,
    browser: event.browser ?? '',
    content_category: event.contentCategory ?? '',
  };
}
