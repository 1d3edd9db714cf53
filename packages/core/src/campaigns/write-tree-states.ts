import { eq } from 'drizzle-orm';
import { campaignGroups, campaignStrategies, type Tx } from '@verba/db';
import type { CampaignTree } from '@verba/domain';

/** Stores the group and strategy statuses a domain state change produced (only those that changed). */
export async function writeTreeStates(tx: Tx, before: CampaignTree, after: CampaignTree, now: Date) {
  const groupsBefore = new Map(before.groups.map((g) => [g.id, g.status]));
  for (const g of after.groups)
    if (groupsBefore.get(g.id) !== g.status)
      await tx
        .update(campaignGroups)
        .set({ status: g.status, updatedAt: now })
        .where(eq(campaignGroups.id, g.id));
  const strategiesBefore = new Map(before.strategies.map((s) => [s.id, s]));
  for (const s of after.strategies) {
    const old = strategiesBefore.get(s.id);
    if (old?.status === s.status && old.active_before_group_pause === s.active_before_group_pause) continue;
    await tx
      .update(campaignStrategies)
      .set({ status: s.status, activeBeforeGroupPause: s.active_before_group_pause, updatedAt: now })
      .where(eq(campaignStrategies.id, s.id));
  }
}
