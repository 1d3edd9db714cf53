import type { CampaignType } from '../campaigns/enumerations';

/**
 * The platforms whose own APIs deliver a campaign type (DESIGN §9). The open-web types (display,
 * native, push) are Verba's own bidder and have none. MANUAL is delivered by partners the platform
 * team books by hand; staff record its delivery, which posts spend like any connector's statistics.
 */
export const channelPlatforms = ['google_ads', 'meta', 'spotify', 'manual'] as const;
export type ChannelPlatform = (typeof channelPlatforms)[number];

export const platformOfCampaignType: Readonly<Partial<Record<CampaignType, ChannelPlatform>>> = {
  SEARCH: 'google_ads',
  YOUTUBE: 'google_ads',
  META_ADS: 'meta',
  AUDIO: 'spotify',
  MANUAL: 'manual',
};

export const channelPlatformOf = (type: CampaignType): ChannelPlatform | null =>
  platformOfCampaignType[type] ?? null;

/** `CHANNELS_MODE` (DESIGN §6): the sandbox platforms on loopback, or the real APIs. */
export const channelsModes = ['sandbox', 'live'] as const;
export type ChannelsMode = (typeof channelsModes)[number];

/** What an advertiser connects by OAuth (DESIGN §9): identities ads run under, and read-only ad accounts. */
export const connectionPurposes = ['youtube_channel', 'facebook_page', 'ads_account_read'] as const;
export type ConnectionPurpose = (typeof connectionPurposes)[number];
