import type { MetaSettings, RuleCampaign, RuleStrategy, StrategyLocation } from '@verba/domain';
import type { CampaignStrategyRow } from '@verba/db';
import type { CampaignTreeRows } from './campaign-tree';

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

function ruleStrategyOf(row: CampaignStrategyRow): RuleStrategy {
  const t = row.targeting;
  return {
    id: row.id,
    status: row.status,
    name: orUndefined(row.name),
    budget: orUndefined(row.budget),
    audience_ids: t.audience_ids,
    locations: t.locations as StrategyLocation[] | undefined,
    browsers: t.browsers as RuleStrategy['browsers'],
    devices: t.devices as RuleStrategy['devices'],
    environments: t.environments as RuleStrategy['environments'],
    genders: t.genders as RuleStrategy['genders'],
    age_ranges: t.age_ranges as RuleStrategy['age_ranges'],
    list_ids: t.list_ids,
    content_category_ids: t.content_category_ids,
    // A search strategy's keywords: kept through whole-tree edits (bid, budget…) and copies.
    ...(t.keywords?.length ? { keywords: t.keywords } : {}),
    genre_ids: t.genre_ids,
    bid: { type: orUndefined(row.bidType), amount: orUndefined(row.bidAmount) },
    frequency_cap:
      row.frequencyCapCount === null && row.frequencyCapPeriod === null && row.frequencyCapUnit === null
        ? null
        : {
            count: orUndefined(row.frequencyCapCount),
            period: orUndefined(row.frequencyCapPeriod),
            unit: orUndefined(row.frequencyCapUnit),
          },
  };
}

/** The stored tree in the shape the domain rules read (checkPublishable). */
export function ruleCampaignOf(tree: CampaignTreeRows): RuleCampaign {
  const c = tree.campaign;
  return {
    name: orUndefined(c.name),
    type: c.type,
    objective: orUndefined(c.objective),
    budget: orUndefined(c.budget),
    daily_budget: c.dailyBudget,
    start_date: orUndefined(c.startDate),
    end_date: c.endDate,
    pixel_id: c.pixelGroupId,
    ...(c.type === 'META_ADS' && { meta: (c.metaSettings as MetaSettings | null) ?? null }),
    creative_ids: tree.creativeIds,
    groups: tree.groups.map((g) => ({
      id: g.id,
      status: g.status,
      name: orUndefined(g.name),
      goal: orUndefined(g.goal),
      start_date: orUndefined(g.startDate),
      end_date: g.endDate,
      budget: orUndefined(g.budget),
      strategies: tree.strategies.filter((s) => s.groupId === g.id).map(ruleStrategyOf),
    })),
  };
}
