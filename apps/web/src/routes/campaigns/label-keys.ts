import type { CampaignObjective, CampaignStatus, CampaignType, FrequencyCapUnit } from '@verba/domain';

/**
 * Message keys of the campaign vocabulary (one set, in the `campaigns` namespace) for the places
 * that look a label up by value: lists, filters, the request form and the staff pages.
 */
export const campaignTypeKeys: Record<CampaignType, string> = {
  PROGRAMMATIC: 'campaigns:types.PROGRAMMATIC',
  MANUAL: 'campaigns:types.MANUAL',
  NATIVE: 'campaigns:types.NATIVE',
  NATIVE_CONTEXTUAL: 'campaigns:types.NATIVE_CONTEXTUAL',
  NATIVE_OPEN: 'campaigns:types.NATIVE_OPEN',
  PUSH: 'campaigns:types.PUSH',
  SEARCH: 'campaigns:types.SEARCH',
  YOUTUBE: 'campaigns:types.YOUTUBE',
  META_ADS: 'campaigns:types.META_ADS',
  AUDIO: 'campaigns:types.AUDIO',
};

export const campaignStatusKeys: Record<CampaignStatus, string> = {
  active: 'campaigns:statuses.active',
  inactive: 'campaigns:statuses.inactive',
  finished: 'campaigns:statuses.finished',
  paused: 'campaigns:statuses.paused',
  draft: 'campaigns:statuses.draft',
  pending: 'campaigns:statuses.pending',
  error: 'campaigns:statuses.error',
  failed: 'campaigns:statuses.failed',
};

export const campaignObjectiveKeys: Record<CampaignObjective, string> = {
  IMPRESSION: 'campaigns:objectives.IMPRESSION',
  CONVERSION: 'campaigns:objectives.CONVERSION',
  RETARGETING: 'campaigns:objectives.RETARGETING',
};

/** "every N units" of a frequency cap, plural by N ("semana", "2 semanas"). */
export const frequencyEveryKeys: Record<FrequencyCapUnit, string> = {
  MINUTES: 'campaigns:pages.strategy.cap_every.MINUTES',
  HOURS: 'campaigns:pages.strategy.cap_every.HOURS',
  DAYS: 'campaigns:pages.strategy.cap_every.DAYS',
  WEEKS: 'campaigns:pages.strategy.cap_every.WEEKS',
  MONTHS: 'campaigns:pages.strategy.cap_every.MONTHS',
};
