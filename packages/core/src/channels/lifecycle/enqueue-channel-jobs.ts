import { channelCampaigns, type CampaignRow, type DbOrTx } from '@verba/db';
import { channelPlatformOf } from '@verba/domain';
import { enqueueJob } from '../../jobs/enqueue-job';
import { channelJobAttempts, channelPushJob, channelSyncStateJob } from './jobs';

/**
 * After a channel campaign's approval (in the approval's transaction): its channel_campaigns row
 * (status `creating`) and the durable job that builds it on the platform, once per campaign
 * version. Does nothing for the types Verba's own bidder delivers.
 */
export async function enqueueChannelPush({ db, campaign }: { db: DbOrTx; campaign: CampaignRow }) {
  const platform = channelPlatformOf(campaign.type);
  if (platform === null) return;
  await db
    .insert(channelCampaigns)
    .values({ campaignId: campaign.id, companyId: campaign.companyId, platform })
    .onConflictDoNothing();
  await enqueueJob({
    db,
    kind: channelPushJob,
    payload: { campaignId: campaign.id },
    maxAttempts: channelJobAttempts,
    dedupeKey: `${channelPushJob}:${campaign.id}:${campaign.version}`,
  });
}

/**
 * After a change of a channel campaign's state, budget or end date (pause, activation, an edit
 * sent back to review, finish, release): the job that brings the platform's campaign to it, once
 * per campaign version. The job reads the campaign when it runs, so late or repeated runs converge.
 */
export async function enqueueChannelSync({ db, campaign }: { db: DbOrTx; campaign: CampaignRow }) {
  if (channelPlatformOf(campaign.type) === null) return;
  await enqueueJob({
    db,
    kind: channelSyncStateJob,
    payload: { campaignId: campaign.id },
    maxAttempts: channelJobAttempts,
    dedupeKey: `${channelSyncStateJob}:${campaign.id}:${campaign.version}`,
  });
}
