import type { CampaignRow, DbOrTx } from '@verba/db';
import { channelPlatformOf } from '@verba/domain';
import type { StrategySetup } from '@verba/domain/delivery/not-delivering';
import type { Deps } from '../../deps';
import { campaignTypeDeliverable } from '../registry';
import { findChannelCampaign } from './channel-campaign-row';

/** What the not-delivering reasons need of a channel campaign (undefined for the bidder's types). */
export async function channelSetupOf({
  deps,
  db,
  campaign,
}: {
  deps: Deps;
  db: DbOrTx;
  campaign: CampaignRow;
}): Promise<StrategySetup['channel']> {
  if (channelPlatformOf(campaign.type) === null) return undefined;
  const state = await findChannelCampaign(db, campaign.id);
  return { deliverable: campaignTypeDeliverable(deps, campaign.type), status: state?.row.status ?? null };
}
