import type { CampaignType, ChannelPlatform } from '@verba/domain';
import { channelPlatformOf } from '@verba/domain';
import type { Deps } from '../deps';
import type { ChannelConnector } from './connector';
import { createManualConnector } from './manual/manual-connector';

/**
 * Builds each platform's connector for the running mode (CHANNELS_MODE): the same code in sandbox
 * and live, only endpoints and credentials differ. A platform without a factory here, or whose
 * factory answers null (live mode without its credentials), has no connector: its campaign types
 * cannot be published (`CHANNEL_NOT_LIVE`) and no money is reserved for them.
 */
type ConnectorFactory = (deps: Deps) => ChannelConnector | null;

const factories: Partial<Record<ChannelPlatform, ConnectorFactory>> = {
  // google_ads: (deps) => ..., (issue 27)
  manual: (deps) => createManualConnector(deps),
};

/** The platform's connector in the running mode (a test's `deps.channelConnectors` first), or null. */
export function connectorFor(deps: Deps, platform: ChannelPlatform): ChannelConnector | null {
  const override = deps.channelConnectors?.[platform];
  if (override) return override;
  return factories[platform]?.(deps) ?? null;
}

/** Whether a campaign type can be delivered now: Verba's own bidder, or a live connector. */
export function campaignTypeDeliverable(deps: Deps, type: CampaignType): boolean {
  const platform = channelPlatformOf(type);
  if (platform === null) return true;
  const connector = connectorFor(deps, platform);
  return connector !== null && connector.campaignTypes.includes(type);
}
