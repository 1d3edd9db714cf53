import type { BidType, CampaignType, FrequencyCapUnit } from './enumerations';

/**
 * Every limit of the campaign rules as one settings object, so the server can pass configured
 * values; `defaultCampaignRuleSettings` holds the figures of spec §5/§9 and DESIGN §7. Money is in
 * minor units of the advertiser's currency (the defaults are the spec's reais).
 */
export interface CampaignRuleSettings {
  /** Days between today (São Paulo) and the earliest start date, by type. */
  readonly leadTimeDays: Readonly<Record<CampaignType, number>>;
  /** Recommended minimum duration in days (start and end included), by type; below it is a warning. */
  readonly recommendedDurationDays: Readonly<Record<CampaignType, number>>;
  readonly minimumBid: Readonly<Record<BidType, bigint>>;
  /** Per-type exceptions to `minimumBid` (SEARCH CPC R$ 3,50). */
  readonly minimumBidByType: Readonly<Partial<Record<CampaignType, Partial<Record<BidType, bigint>>>>>;
  /** Allowed period counts per frequency cap unit, both ends included. */
  readonly frequencyCapPeriod: Readonly<
    Record<FrequencyCapUnit, { readonly min: number; readonly max: number }>
  >;
  readonly frequencyCapMaxCount: number;
  /** Hard limit of broad plus segmented audiences per strategy. */
  readonly maxAudiences: number;
  /** Above this many audiences per strategy the wizard warns (a parameter, spec §5). */
  readonly recommendedMaxAudiences: number;
  /** Below this many audiences the wizard hints to add more. */
  readonly recommendedMinAudiences: number;
  readonly maxCreatives: number;
  /** The creative size a PROGRAMMATIC campaign must carry. */
  readonly mandatoryProgrammaticSize: { readonly width: number; readonly height: number };
  readonly radiusKm: { readonly min: number; readonly max: number };
}

const byType = (
  value: number,
  exceptions: Partial<Record<CampaignType, number>>,
): Record<CampaignType, number> => ({
  PROGRAMMATIC: value,
  MANUAL: value,
  NATIVE: value,
  NATIVE_CONTEXTUAL: value,
  NATIVE_OPEN: value,
  PUSH: value,
  SEARCH: value,
  YOUTUBE: value,
  META_ADS: value,
  AUDIO: value,
  ...exceptions,
});

export const defaultCampaignRuleSettings: CampaignRuleSettings = {
  leadTimeDays: byType(5, { AUDIO: 3, YOUTUBE: 3 }),
  // Channels that learn before they deliver well (video views, search bidding, Meta) get 10 days.
  recommendedDurationDays: byType(7, { YOUTUBE: 10, SEARCH: 10, META_ADS: 10 }),
  minimumBid: { CPM: 449n, CPC: 200n, CPV: 10n },
  minimumBidByType: { SEARCH: { CPC: 350n } },
  // MONTHS 1–12: the spec leaves months open; with no YEARS unit a year is the natural ceiling.
  frequencyCapPeriod: {
    MINUTES: { min: 1, max: 59 },
    HOURS: { min: 1, max: 23 },
    DAYS: { min: 1, max: 6 },
    WEEKS: { min: 1, max: 4 },
    MONTHS: { min: 1, max: 12 },
  },
  frequencyCapMaxCount: 1000,
  maxAudiences: 10,
  recommendedMaxAudiences: 5,
  recommendedMinAudiences: 2,
  maxCreatives: 5,
  mandatoryProgrammaticSize: { width: 300, height: 250 },
  radiusKm: { min: 1, max: 100 },
};

export function minimumBidOf(settings: CampaignRuleSettings, type: CampaignType, bidType: BidType): bigint {
  return settings.minimumBidByType[type]?.[bidType] ?? settings.minimumBid[bidType];
}
