import type { TrackingClaims } from '@verba/domain/delivery/contracts';

export const testTrackingKey = 'test-tracking-key-0123456789abcdef';

export const sampleClaims = (overrides: Partial<TrackingClaims> = {}): TrackingClaims => ({
  bidId: '0f4c2b9e-5b7d-4f1a-9a55-0d7b3c1e2a10',
  leaseId: '7d1e3f20-1c2b-4a5d-8e9f-102030405060',
  companyId: '11111111-2222-4333-8444-555555555555',
  advertiserId: '22222222-3333-4444-8555-666666666666',
  campaignId: '33333333-4444-4555-8666-777777777777',
  groupId: '44444444-5555-4666-8777-888888888888',
  strategyId: '55555555-6666-4777-8888-999999999999',
  creativeId: '66666666-7777-4888-8999-aaaaaaaaaaaa',
  currency: 'BRL',
  bidCpmMicros: 4_250_000,
  at: 1_795_000_000_000,
  state: 'SP',
  city: '3550308',
  device: 'MOBILE',
  environment: 'WEB',
  siteOrApp: 'noticias.example.com.br',
  audienceIds: ['3', '45'],
  userKey: 'b1946ac92492d2347c6235b4d2611184',
  exchangeId: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
  ...overrides,
});
