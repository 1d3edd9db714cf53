import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  campaignCreatives,
  campaignGroups,
  campaignStrategies,
  readTogether,
  type CampaignGroupRow,
  type CampaignRow,
  type CampaignStrategyRow,
  type DbOrTx,
} from '@verba/db';
import type { CampaignTree } from '@verba/domain';

/** A campaign with its live groups and strategies (in their order) and its creatives' ids. */
export interface CampaignTreeRows {
  campaign: CampaignRow;
  groups: CampaignGroupRow[];
  strategies: CampaignStrategyRow[];
  creativeIds: string[];
}

export async function loadCampaignTree({
  db,
  campaign,
}: {
  db: DbOrTx;
  campaign: CampaignRow;
}): Promise<CampaignTreeRows> {
  const [groups, strategies, creatives] = await readTogether(db, [
    () =>
      db
        .select()
        .from(campaignGroups)
        .where(and(eq(campaignGroups.campaignId, campaign.id), isNull(campaignGroups.deletedAt)))
        .orderBy(asc(campaignGroups.position), asc(campaignGroups.id)),
    () =>
      db
        .select()
        .from(campaignStrategies)
        .where(and(eq(campaignStrategies.campaignId, campaign.id), isNull(campaignStrategies.deletedAt)))
        .orderBy(asc(campaignStrategies.position), asc(campaignStrategies.id)),
    () =>
      db
        .select({ id: campaignCreatives.creativeId })
        .from(campaignCreatives)
        .where(eq(campaignCreatives.campaignId, campaign.id))
        .orderBy(asc(campaignCreatives.position)),
  ]);
  return { campaign, groups, strategies, creativeIds: creatives.map((c) => c.id) };
}

/** The tree as the domain state machine reads it (spec §4 cascade, DESIGN §7 budget sums). */
export function stateTreeOf(tree: CampaignTreeRows): CampaignTree {
  return {
    campaign: {
      id: tree.campaign.id,
      status: tree.campaign.status,
      budget: tree.campaign.budget,
      currency: tree.campaign.currency,
    },
    groups: tree.groups.map((g) => ({ id: g.id, status: g.status, budget: g.budget, name: g.name })),
    strategies: tree.strategies.map((s) => ({
      id: s.id,
      group_id: s.groupId,
      status: s.status,
      active_before_group_pause: s.activeBeforeGroupPause,
      budget: s.budget,
      name: s.name,
    })),
  };
}
