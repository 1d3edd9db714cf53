import { and, eq, inArray, isNull } from 'drizzle-orm';
import { campaigns } from '@verba/db';
import { campaignStatusActions, campaignStatuses } from '@verba/domain';
import type { AdvertiserDeactivatedHook } from '../advertisers/deactivation-hooks';
import { pauseCampaignTree } from './pause-campaign-tree';

const runningStatuses = campaignStatuses.filter((s) => campaignStatusActions[s].running);

/**
 * Spec §4: deactivating an advertiser pauses all its running campaigns, in the deactivation's
 * transaction (each locked, oldest first). Activating the advertiser again resumes none.
 */
export const pauseAdvertiserCampaigns: AdvertiserDeactivatedHook = async ({ deps, tx, advertiser, at }) => {
  const running = await tx
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.advertiserId, advertiser.id),
        inArray(campaigns.status, runningStatuses),
        isNull(campaigns.deletedAt),
      ),
    )
    .orderBy(campaigns.createdAt, campaigns.id)
    .for('update');
  for (const campaign of running) await pauseCampaignTree({ deps, tx, campaign, now: at });
};
