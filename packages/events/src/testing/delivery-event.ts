import type { DeliveryEvent } from '@verba/domain/delivery/contracts';

/** A delivery event for tests: an impression of campaign c1 unless told otherwise. */
export function deliveryEvent(overrides: Partial<DeliveryEvent> & { id: string }): DeliveryEvent {
  return {
    type: 'impression',
    at: Date.UTC(2026, 10, 24, 10, 15),
    bidId: overrides.id.split(':')[1] ?? overrides.id,
    leaseId: 'lease-1',
    companyId: 'company-1',
    advertiserId: 'advertiser-1',
    campaignId: 'c1',
    groupId: 'g1',
    strategyId: 's1',
    creativeId: 'cr1',
    currency: 'BRL',
    bidCpmMicros: 0,
    costMicros: 0,
    valueMicros: 0,
    state: 'SP',
    city: '3550308',
    device: 'MOBILE',
    environment: 'WEB',
    siteOrApp: 'example.com.br',
    audienceIds: [],
    userKey: 'user-1',
    exclusion: '',
    exchangeId: 'exchange-1',
    ...overrides,
  };
}
