import type { AutomaticCheckCode, CampaignObjective, CampaignStatus, CampaignType } from '@verba/domain';

/** Message keys of the campaign labels the staff pages and the request form show. */
export const campaignTypeKeys: Record<CampaignType, string> = {
  PROGRAMMATIC: 'staff:campaigns.types.PROGRAMMATIC',
  MANUAL: 'staff:campaigns.types.MANUAL',
  NATIVE: 'staff:campaigns.types.NATIVE',
  NATIVE_CONTEXTUAL: 'staff:campaigns.types.NATIVE_CONTEXTUAL',
  NATIVE_OPEN: 'staff:campaigns.types.NATIVE_OPEN',
  PUSH: 'staff:campaigns.types.PUSH',
  SEARCH: 'staff:campaigns.types.SEARCH',
  YOUTUBE: 'staff:campaigns.types.YOUTUBE',
  META_ADS: 'staff:campaigns.types.META_ADS',
  AUDIO: 'staff:campaigns.types.AUDIO',
};

export const campaignStatusKeys: Record<CampaignStatus, string> = {
  active: 'staff:campaigns.status.active',
  inactive: 'staff:campaigns.status.inactive',
  finished: 'staff:campaigns.status.finished',
  paused: 'staff:campaigns.status.paused',
  draft: 'staff:campaigns.status.draft',
  pending: 'staff:campaigns.status.pending',
  error: 'staff:campaigns.status.error',
  failed: 'staff:campaigns.status.failed',
};

export const automaticCheckKeys: Record<AutomaticCheckCode, string> = {
  CREATIVE_URL_INVALID: 'staff:campaigns.checks.CREATIVE_URL_INVALID',
  MEDIUM_RECTANGLE_MISSING: 'staff:campaigns.checks.MEDIUM_RECTANGLE_MISSING',
  PROHIBITED_WORD: 'staff:campaigns.checks.PROHIBITED_WORD',
};

export const campaignObjectiveKeys: Record<CampaignObjective, string> = {
  IMPRESSION: 'campaigns:request.objectives.IMPRESSION',
  CONVERSION: 'campaigns:request.objectives.CONVERSION',
  RETARGETING: 'campaigns:request.objectives.RETARGETING',
};
