import type { CreativeFormat } from './formats';

/** Spec §5 and §9: a campaign selects at most 5 creatives. */
export const maxCreativesPerCampaign = 5;

/**
 * The creative formats each campaign type (spec §3 enumeration) can show, for the campaign
 * wizard's picker (`GET advertisers/:id/creatives?status=approved&format=<these, comma-separated>`).
 * Programmatic also needs one 300x250 among them (`mandatoryProgrammaticSize`), enforced by the
 * campaign rules.
 */
export const creativeFormatsByCampaignType = {
  PROGRAMMATIC: ['DISPLAY', 'DISPLAY_VIDEO'],
  MANUAL: ['DISPLAY', 'DISPLAY_VIDEO'],
  NATIVE: ['NATIVE_DISPLAY'],
  NATIVE_CONTEXTUAL: ['NATIVE_DISPLAY'],
  NATIVE_OPEN: ['NATIVE_DISPLAY'],
  PUSH: ['PUSH'],
  SEARCH: ['SEARCH'],
  YOUTUBE: ['YOUTUBE'],
  META_ADS: ['DISPLAY', 'DISPLAY_VIDEO'],
  AUDIO: ['AUDIO'],
} as const satisfies Record<string, readonly CreativeFormat[]>;
