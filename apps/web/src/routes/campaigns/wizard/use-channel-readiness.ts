import type { CampaignType, ChannelReadiness } from '@verba/domain';
import { useAdvertiser } from '../../../hooks/api/advertisers';
import { useConnections } from '../../../hooks/api/connections';

/**
 * What a YOUTUBE campaign needs from its advertiser before publishing (issue 27), as the server
 * checks it (core rule-context.ts): the YouTube channel connected (active) and a logo. Undefined for
 * other types, without an advertiser, or while either answer is unknown (nothing is claimed then;
 * the server still checks at publish).
 */
export function useChannelReadiness(
  type: CampaignType | '',
  advertiserId: string,
): ChannelReadiness | undefined {
  const wanted = type === 'YOUTUBE' && advertiserId !== '';
  const connections = useConnections(advertiserId, wanted);
  const advertiser = useAdvertiser(advertiserId, wanted);
  if (!wanted || !connections.data || !advertiser.data) return undefined;
  return {
    youtubeChannelConnected: connections.data.connections.some(
      (c) => c.platform === 'google_ads' && c.purpose === 'youtube_channel' && c.status === 'active',
    ),
    advertiserHasLogo: Boolean(advertiser.data.logo_url),
  };
}
