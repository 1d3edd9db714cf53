import type { PlatformStatsRow } from '../event-store';

/** A platform statistics row for tests: a whole day of Google Ads with no figures unless told otherwise. */
export function platformStatsRow(
  overrides: Partial<PlatformStatsRow> & Pick<PlatformStatsRow, 'campaignId' | 'day'>,
): PlatformStatsRow {
  return {
    strategyId: '',
    platform: 'google_ads',
    hour: null,
    impressions: 0,
    clicks: 0,
    costMicros: 0n,
    conversions: 0,
    conversionValueMicros: 0n,
    videoViews: 0,
    videoQuartiles: [0, 0, 0, 0],
    currency: 'BRL',
    fetchedAt: new Date(),
    ...overrides,
  };
}
