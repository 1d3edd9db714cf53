import { pauseCampaign as pauseTree } from '@verba/domain';
import type { CampaignRow, Tx } from '@verba/db';
import type { Deps } from '../deps';
import { loadCampaignTree, stateTreeOf } from './campaign-tree';
import { changedOrThrow } from './refuse';
import { touchCampaign } from './write-campaign-tree';
import { writeTreeStates } from './write-tree-states';
import { enqueueChannelSync } from '../channels/lifecycle/enqueue-channel-jobs';

/**
 * Pauses a locked campaign and everything in it (spec §4 cascade) and schedules its consolidation
 * (`consolidation_due_at`, CAMPAIGN_CONSOLIDATION_HOURS from now): the user's pause and an
 * advertiser's deactivation both come here.
 */
export async function pauseCampaignTree({
  deps,
  tx,
  campaign,
  now,
}: {
  deps: Deps;
  tx: Tx;
  campaign: CampaignRow;
  now: Date;
}): Promise<CampaignRow> {
  const tree = await loadCampaignTree({ db: tx, campaign });
  const before = stateTreeOf(tree);
  const after = changedOrThrow(pauseTree(before));
  await writeTreeStates(tx, before, after, now);
  const saved = await touchCampaign(tx, campaign, now, {
    status: 'paused',
    pausedAt: now,
    consolidationDueAt: new Date(now.getTime() + deps.config.campaignConsolidationHours * 3_600_000),
  });
  // A channel campaign is paused on its platform too (issue 27).
  await enqueueChannelSync({ db: tx, campaign: saved });
  return saved;
}
