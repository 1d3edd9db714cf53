import type { CampaignType } from '@verba/domain';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { campaignTypeDeliverable } from '../registry';

/**
 * Refuses (422 `CHANNEL_NOT_LIVE`, the message naming the channel) a campaign type whose platform
 * has no live connector in the running mode (CHANNELS_MODE). Called before anything is reserved:
 * publishing, activating, and resubmitting an edit of a published campaign.
 */
export function assertChannelDeliverable(deps: Deps, type: CampaignType): void {
  if (!campaignTypeDeliverable(deps, type)) throw fail('CHANNEL_NOT_LIVE', undefined, { context: type, type });
}
