import type { CampaignType, ChannelPlatform } from '@verba/domain';
import { channelPlatformOf } from '@verba/domain';
import type { Deps } from '../deps';
import type { ChannelConnector } from './connector';
import { createManualConnector } from './manual/manual-connector';
import { googleAdsConnectorFor } from './google-ads/factory';
import { metaConnectorFor } from './meta/factory';
import { spotifyConnectorFor } from './spotify/factory';

/**
 * Builds each platform's connector for the running mode (CHANNELS_MODE): the same code in sandbox
 * and live, only endpoints and credentials differ. A platform without a factory here, or whose
 * factory answers null (live mode without its credentials), has no connector: its campaign types
 * cannot be published (`CHANNEL_NOT_LIVE`) and no money is reserved for them.
 */
type ConnectorFactory = (deps: Deps) => ChannelConnector | null;

const factories: Partial<Record<ChannelPlatform, ConnectorFactory>> = {
  manual: (deps) => createManualConnector(deps),
  google_ads: googleAdsConnectorFor,
  meta: metaConnectorFor,
  spotify: spotifyConnectorFor,
};

/**
 * The platform's connector in the running mode, or null. A test's `deps.channelConnectors` comes
 * first: a connector stands in for the platform's, `null` makes the platform not live.
 */
export function connectorFor(deps: Deps, platform: ChannelPlatform): ChannelConnector | null {
  const overrides = deps.channelConnectors;
  if (overrides && Object.hasOwn(overrides, platform)) return overrides[platform] ?? null;
  return factories[platform]?.(deps) ?? null;
}

/** Whether a campaign type can be delivered now: Verba's own bidder, or a live connector. */
export function campaignTypeDeliverable(deps: Deps, type: CampaignType): boolean {
  const platform = channelPlatformOf(type);
  if (platform === null) return true;
  const connector = connectorFor(deps, platform);
  return connector !== null && connector.campaignTypes.includes(type);
}
