import { creativeFormats, type CreativeFormat } from '../creatives/formats';

/** The enumerations of campaigns, groups and strategies (spec §3, DESIGN §7). */

export const campaignTypes = [
  'PROGRAMMATIC',
  'MANUAL',
  'NATIVE',
  'NATIVE_CONTEXTUAL',
  'NATIVE_OPEN',
  'PUSH',
  'SEARCH',
  'YOUTUBE',
  'META_ADS',
  'AUDIO',
] as const;
export type CampaignType = (typeof campaignTypes)[number];

/** `/campaigns/<slug>/create` → type (DESIGN §7); `/campaigns/create` has no slug and asks. */
export const campaignTypeByRouteSlug = {
  programmatic: 'PROGRAMMATIC',
  'native-contextual': 'NATIVE_CONTEXTUAL',
  'native-open': 'NATIVE_OPEN',
  native: 'NATIVE',
  spotify: 'AUDIO',
  youtube: 'YOUTUBE',
  push: 'PUSH',
  'google-ads': 'SEARCH',
  'meta-ads': 'META_ADS',
} as const satisfies Record<string, CampaignType>;
export type CampaignRouteSlug = keyof typeof campaignTypeByRouteSlug;

export function campaignTypeOfRouteSlug(slug: string): CampaignType | undefined {
  return Object.hasOwn(campaignTypeByRouteSlug, slug)
    ? campaignTypeByRouteSlug[slug as CampaignRouteSlug]
    : undefined;
}

export const campaignObjectives = ['IMPRESSION', 'CONVERSION', 'RETARGETING'] as const;
export type CampaignObjective = (typeof campaignObjectives)[number];

/** One status list for campaigns, groups and strategies (spec §4); see state-machine.ts for who uses which. */
export const campaignStatuses = [
  'active',
  'inactive',
  'finished',
  'paused',
  'draft',
  'pending',
  'error',
  'failed',
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Spec §3 creative formats, owned by the creatives module. */
export const campaignCreativeFormats = creativeFormats;
export type CampaignCreativeFormat = CreativeFormat;

/** The creative formats a campaign of each type can carry. MANUAL is set up by the platform: any. */
export const creativeFormatsByCampaignType: Readonly<
  Record<CampaignType, readonly CampaignCreativeFormat[]>
> = {
  PROGRAMMATIC: ['DISPLAY', 'DISPLAY_VIDEO'],
  MANUAL: campaignCreativeFormats,
  NATIVE: ['NATIVE_DISPLAY'],
  NATIVE_CONTEXTUAL: ['NATIVE_DISPLAY'],
  NATIVE_OPEN: ['NATIVE_DISPLAY'],
  PUSH: ['PUSH'],
  SEARCH: ['SEARCH'],
  YOUTUBE: ['YOUTUBE'],
  META_ADS: ['DISPLAY', 'DISPLAY_VIDEO'],
  AUDIO: ['AUDIO'],
};

export const bidTypes = ['CPM', 'CPC', 'CPV'] as const;
export type BidType = (typeof bidTypes)[number];

/** Bid types a strategy may use, by campaign type; the first is the wizard's default. */
export const bidTypesByCampaignType: Readonly<Record<CampaignType, readonly BidType[]>> = {
  PROGRAMMATIC: ['CPM', 'CPC'],
  MANUAL: ['CPM', 'CPC', 'CPV'],
  NATIVE: ['CPM', 'CPC'],
  NATIVE_CONTEXTUAL: ['CPM', 'CPC'],
  NATIVE_OPEN: ['CPM', 'CPC'],
  PUSH: ['CPC'],
  SEARCH: ['CPC'],
  YOUTUBE: ['CPV', 'CPM'],
  META_ADS: ['CPM', 'CPC'],
  AUDIO: ['CPM'],
};

/** How a search keyword matches queries (Google's broad, "phrase" and [exact]). */
export const keywordMatchTypes = ['BROAD', 'PHRASE', 'EXACT'] as const;
export type KeywordMatchType = (typeof keywordMatchTypes)[number];

export const devices = ['MOBILE', 'DESKTOP'] as const;
export type Device = (typeof devices)[number];

export const environments = ['APP', 'WEB'] as const;
export type Environment = (typeof environments)[number];

export const genders = ['FEMALE', 'MALE', 'UNKNOWN'] as const;
export type Gender = (typeof genders)[number];

export const ageRanges = ['18_24', '25_34', '35_44', '45_54', '55_64', '65_PLUS'] as const;
export type AgeRange = (typeof ageRanges)[number];

export const browsers = [
  'CHROME',
  'SAFARI',
  'FIREFOX',
  'EDGE',
  'SAMSUNG_INTERNET',
  'OPERA',
  'OTHER',
] as const;
export type Browser = (typeof browsers)[number];

export const frequencyCapUnits = ['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS'] as const;
export type FrequencyCapUnit = (typeof frequencyCapUnits)[number];

/** Spec §5 Targeting: broad and segmented audiences count towards the limit; own and custom do not. */
export const strategyAudienceClasses = ['BROAD', 'SEGMENTED', 'OWN', 'CUSTOM'] as const;
export type StrategyAudienceClass = (typeof strategyAudienceClasses)[number];
