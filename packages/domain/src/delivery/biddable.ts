import type { CampaignType } from '../campaigns/enumerations';

/** Campaign types the OpenRTB bidder buys; the others run on their platforms' own APIs. */
export const biddableCampaignTypes = [
  'PROGRAMMATIC',
  'NATIVE',
  'NATIVE_CONTEXTUAL',
  'NATIVE_OPEN',
  'PUSH',
] as const satisfies readonly CampaignType[];

export const isBiddable = (type: CampaignType): boolean =>
  (biddableCampaignTypes as readonly CampaignType[]).includes(type);
