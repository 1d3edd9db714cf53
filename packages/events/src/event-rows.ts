import type { DeliveryEvent } from '@verba/domain/delivery/contracts';

/** A DeliveryEvent as a row of the `events` table (JSONEachRow). */
export function eventRow(event: DeliveryEvent) {
  return {
    id: event.id,
    type: event.type,
    at: new Date(event.at).toISOString().replace('T', ' ').replace('Z', ''),
    bid_id: event.bidId,
    lease_id: event.leaseId,
    company_id: event.companyId,
    advertiser_id: event.advertiserId,
    campaign_id: event.campaignId,
    group_id: event.groupId,
    strategy_id: event.strategyId,
    creative_id: event.creativeId,
    currency: event.currency,
    bid_cpm_micros: event.bidCpmMicros,
    cost_micros: event.costMicros,
    value_micros: event.valueMicros,
    state: event.state,
    city: event.city,
    device: event.device,
    environment: event.environment,
    site_or_app: event.siteOrApp,
    audience_ids: event.audienceIds,
    user_key: event.userKey,
    exclusion: event.exclusion,
  };
}
