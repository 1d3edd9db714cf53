import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { campaignGroups, campaigns, campaignStrategies, readTogether, type DbOrTx } from '@verba/db';
import { finishCampaign, saoPauloDateOf, type CampaignChildStatus } from '@verba/domain';
import { writeAuditRow } from '../../audit/write-audit-row';
import type { Deps } from '../../deps';
import { lockCampaign } from './decide-campaign';
import { enqueueChannelSync } from '../../channels/lifecycle/enqueue-channel-jobs';

const hourMs = 3600_000;
const batch = 100;

/**
 * Finishes every active or paused campaign whose end date (its last day of delivery) is before
 * today in São Paulo (index campaigns_finish_due): campaign finished, groups and strategies
 * inactive (domain finishCampaign), finished_at, and consolidation due
 * CAMPAIGN_CONSOLIDATION_HOURS later. One transaction per campaign. Returns how many finished.
 */
export async function finishDueCampaigns({ deps }: { deps: Deps }): Promise<number> {
  const today = saoPauloDateOf(deps.now());
  let finished = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(
          isNull(campaigns.deletedAt),
          inArray(campaigns.status, ['active', 'paused']),
          lt(campaigns.endDate, today),
        ),
      )
      .limit(batch);
    for (const { id } of due) if (await finishOne(deps, id, today)) finished += 1;
    if (due.length < batch) return finished;
  }
}

async function finishOne(deps: Deps, id: string, today: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (!campaign?.endDate || campaign.endDate >= today) return false;
    const tree = await treeOf(tx, campaign);
    const change = finishCampaign(tree);
    if (!change.ok) return false;
    const now = deps.now();
    await tx
      .update(campaigns)
      .set({
        status: change.tree.campaign.status,
        finishedAt: now,
        consolidationDueAt: campaign.consolidatedAt
          ? campaign.consolidationDueAt
          : new Date(now.getTime() + deps.config.campaignConsolidationHours * hourMs),
        version: campaign.version + 1,
        updatedAt: now,
      })
      .where(eq(campaigns.id, campaign.id));
    for (const [status, ids] of byStatus(change.tree.groups))
      await tx.update(campaignGroups).set({ status, updatedAt: now }).where(inArray(campaignGroups.id, ids));
    for (const [status, ids] of byStatus(change.tree.strategies))
      await tx
        .update(campaignStrategies)
        .set({ status, activeBeforeGroupPause: false, updatedAt: now })
        .where(inArray(campaignStrategies.id, ids));
    await writeAuditRow({
      db: tx,
      row: {
        action: 'campaign.finished',
        companyId: campaign.companyId,
        targetType: 'campaign',
        targetId: campaign.id,
        metadata: { end_date: campaign.endDate },
        at: now,
      },
    });
    // Ended on its platform too (issue 27).
    await enqueueChannelSync({ db: tx, campaign: { ...campaign, version: campaign.version + 1 } });
    return true;
  });
}

async function treeOf(
  tx: DbOrTx,
  campaign: { id: string; status: (typeof campaigns.$inferSelect)['status'] },
) {
  const live = (table: typeof campaignGroups | typeof campaignStrategies) =>
    and(eq(table.campaignId, campaign.id), isNull(table.deletedAt));
  const [groups, strategies] = await readTogether(tx, [
    () =>
      tx
        .select({ id: campaignGroups.id, status: campaignGroups.status })
        .from(campaignGroups)
        .where(live(campaignGroups)),
    () =>
      tx
        .select({
          id: campaignStrategies.id,
          group_id: campaignStrategies.groupId,
          status: campaignStrategies.status,
          active_before_group_pause: campaignStrategies.activeBeforeGroupPause,
        })
        .from(campaignStrategies)
        .where(live(campaignStrategies)),
  ]);
  return { campaign: { id: campaign.id, status: campaign.status }, groups, strategies };
}

function byStatus(nodes: readonly { id: string; status: CampaignChildStatus }[]) {
  const map = new Map<CampaignChildStatus, string[]>();
  for (const n of nodes) map.set(n.status, [...(map.get(n.status) ?? []), n.id]);
  return map;
}
