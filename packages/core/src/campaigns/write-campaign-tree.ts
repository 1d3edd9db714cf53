import { and, eq, isNull, notInArray } from 'drizzle-orm';
import {
  campaignCreatives,
  campaignGroups,
  campaignStrategies,
  campaigns,
  type CampaignRow,
  type StoredStrategyTargeting,
  type Tx,
} from '@verba/db';
import {
  channelTargeting,
  newChildState,
  type CampaignDraft,
  type CampaignType,
  type GroupDraft,
  type StrategyDraft,
} from '@verba/domain';
import { fail } from '../errors';
import { stateTreeOf, type CampaignTreeRows } from './campaign-tree';

/** The campaign's own fields as stored; a whole-tree save leaves nothing out (absent → null). */
export function campaignFieldsOf(
  draft: Omit<CampaignDraft, 'type'>,
  wizardStep: string | null | undefined,
  type: CampaignType,
) {
  return {
    name: draft.name ?? null,
    objective: draft.objective ?? null,
    budget: draft.budget ?? null,
    dailyBudget: draft.daily_budget ?? null,
    startDate: draft.start_date ?? null,
    endDate: draft.end_date ?? null,
    pixelGroupId: draft.pixel_id ?? null,
    wizardStep: wizardStep ?? null,
    // Issue 28: only a Meta campaign keeps Meta's fields.
    metaSettings: type === 'META_ADS' ? (draft.meta ?? null) : null,
  };
}

export function groupFieldsOf(group: Omit<GroupDraft, 'id' | 'strategies'>) {
  return {
    name: group.name ?? null,
    goal: group.goal ?? null,
    startDate: group.start_date ?? null,
    endDate: group.end_date ?? null,
    budget: group.budget ?? null,
  };
}

/** A strategy's fields as stored; targeting its channel does not have is dropped (stored empty). */
export function strategyFieldsOf(strategy: Omit<StrategyDraft, 'id'>, type: CampaignType) {
  const targeting: StoredStrategyTargeting = channelTargeting(type, {
    audience_ids: strategy.audience_ids ?? [],
    locations: strategy.locations ?? [],
    browsers: strategy.browsers ?? [],
    devices: strategy.devices ?? [],
    environments: strategy.environments ?? [],
    genders: strategy.genders ?? [],
    age_ranges: strategy.age_ranges ?? [],
    list_ids: strategy.list_ids ?? [],
    content_category_ids: strategy.content_category_ids ?? [],
    keywords: strategy.keywords ?? [],
    genre_ids: strategy.genre_ids ?? [],
  });
  const cap = strategy.frequency_cap;
  return {
    name: strategy.name ?? null,
    budget: strategy.budget ?? null,
    targeting,
    bidType: strategy.bid?.type ?? null,
    bidAmount: strategy.bid?.amount ?? null,
    frequencyCapCount: cap?.count ?? null,
    frequencyCapPeriod: cap?.period ?? null,
    frequencyCapUnit: cap?.unit ?? null,
  };
}

/** The creatives in the order chosen, each once. */
export async function writeCampaignCreatives(tx: Tx, campaignId: string, creativeIds: readonly string[]) {
  await tx.delete(campaignCreatives).where(eq(campaignCreatives.campaignId, campaignId));
  const unique = [...new Set(creativeIds)];
  if (unique.length)
    await tx
      .insert(campaignCreatives)
      .values(unique.map((creativeId, position) => ({ campaignId, creativeId, position })));
}

/**
 * Saves the groups and strategies of a whole-tree save: those with an `id` are updated (a
 * strategy may move to another group of the campaign), those without are created, the campaign's
 * others removed. An id that is not the campaign's answers GROUP_NOT_FOUND / STRATEGY_NOT_FOUND.
 */
export async function writeCampaignGroups({
  tx,
  tree,
  groups,
  now,
}: {
  tx: Tx;
  tree: CampaignTreeRows;
  groups: readonly GroupDraft[];
  now: Date;
}) {
  const campaign: CampaignRow = tree.campaign;
  const groupIds = new Set(tree.groups.map((g) => g.id));
  const strategyIds = new Set(tree.strategies.map((s) => s.id));
  const keptGroups: string[] = [];
  const keptStrategies: string[] = [];
  for (const group of groups) {
    if (group.id !== undefined && !groupIds.has(group.id)) throw fail('GROUP_NOT_FOUND');
    for (const s of group.strategies ?? [])
      if (s.id !== undefined && !strategyIds.has(s.id)) throw fail('STRATEGY_NOT_FOUND');
  }
  const state = stateTreeOf(tree);
  for (const [position, group] of groups.entries()) {
    let groupId = group.id;
    if (groupId !== undefined) {
      await tx
        .update(campaignGroups)
        .set({ ...groupFieldsOf(group), position, updatedAt: now })
        .where(eq(campaignGroups.id, groupId));
    } else {
      const [created] = await tx
        .insert(campaignGroups)
        .values({
          companyId: campaign.companyId,
          campaignId: campaign.id,
          ...groupFieldsOf(group),
          status: 'active',
          position,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: campaignGroups.id });
      groupId = created!.id;
    }
    keptGroups.push(groupId);
    for (const [strategyPosition, strategy] of (group.strategies ?? []).entries()) {
      const fields = {
        ...strategyFieldsOf(strategy, campaign.type),
        groupId,
        position: strategyPosition,
        updatedAt: now,
      };
      if (strategy.id !== undefined) {
        await tx.update(campaignStrategies).set(fields).where(eq(campaignStrategies.id, strategy.id));
        keptStrategies.push(strategy.id);
        continue;
      }
      const child = newChildState(state, groupId);
      const [created] = await tx
        .insert(campaignStrategies)
        .values({
          companyId: campaign.companyId,
          campaignId: campaign.id,
          ...fields,
          status: child.status,
          activeBeforeGroupPause: child.active_before_group_pause,
          createdAt: now,
        })
        .returning({ id: campaignStrategies.id });
      keptStrategies.push(created!.id);
    }
  }
  await removeOthers(tx, campaign.id, keptGroups, keptStrategies, now);
}

async function removeOthers(tx: Tx, campaignId: string, groups: string[], strategies: string[], now: Date) {
  await tx
    .update(campaignStrategies)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(campaignStrategies.campaignId, campaignId),
        isNull(campaignStrategies.deletedAt),
        strategies.length ? notInArray(campaignStrategies.id, strategies) : undefined,
      ),
    );
  await tx
    .update(campaignGroups)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(campaignGroups.campaignId, campaignId),
        isNull(campaignGroups.deletedAt),
        groups.length ? notInArray(campaignGroups.id, groups) : undefined,
      ),
    );
}

/** Bumps the version of a campaign whose tree changed and sets what else changed with it (`changes` win). */
export async function touchCampaign(
  tx: Tx,
  campaign: CampaignRow,
  now: Date,
  changes: Partial<typeof campaigns.$inferInsert> = {},
): Promise<CampaignRow> {
  const [row] = await tx
    .update(campaigns)
    .set({ version: campaign.version + 1, updatedAt: now, ...changes })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  return row!;
}
