import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { ruleConditionMet, type RuleAction, type RuleComparison, type RuleMetric, type RuleTotals } from '@verba/domain';
import type { DeliveryTotals } from '@verba/events/event-store';
import type { Deps } from '../deps';
import type { AlertCondition } from './conditions';
import { pgArray } from './pg-array';

interface RuleRow {
  id: string;
  company_id: string;
  created_by: string | null;
  name: string;
  scope_type: 'company' | 'advertiser' | 'campaign' | 'group' | 'strategy';
  scope_id: string | null;
  metric: RuleMetric;
  comparison: RuleComparison;
  threshold: string;
  window_minutes: number;
  min_spend_micros: string;
  cooldown_minutes: number;
  severity: 'info' | 'warning' | 'critical';
  action: RuleAction | null;
}

interface CampaignRow {
  id: string;
  company_id: string;
  advertiser_id: string;
  name: string | null;
}

const empty = (): RuleTotals => ({ impressions: 0, clicks: 0, conversions: 0, spendMicros: 0n });
const add = (into: RuleTotals, t: Pick<DeliveryTotals, 'impressions' | 'clicks' | 'conversions' | 'spendMicros'> | undefined) => {
  if (!t) return;
  into.impressions += t.impressions;
  into.clicks += t.clicks;
  into.conversions += t.conversions;
  into.spendMicros += t.spendMicros;
};

/**
 * The users' rules: each enabled rule over its scope's live (active) campaigns, the metric over its
 * window from the rollups. Totals are read once per distinct window for every campaign concerned
 * (one query per window, whatever the number of rules), per strategy only for group and strategy scopes.
 */
export async function ruleConditions({ deps, companyIds }: { deps: Deps; companyIds?: string[] }): Promise<AlertCondition[]> {
  const only = companyIds ? sql`AND r.company_id = ANY(${pgArray(companyIds)}::uuid[])` : sql``;
  const rules = await queryRows<RuleRow>(
    deps.db,
    sql`SELECT r.id, r.company_id, r.created_by, r.name, r.scope_type, r.scope_id, r.metric, r.comparison,
               r.threshold::text AS threshold, r.window_minutes, r.min_spend_micros::text AS min_spend_micros,
               r.cooldown_minutes, r.severity, r.action
          FROM alert_rules r WHERE r.enabled AND r.deleted_at IS NULL ${only}`,
  );
  if (rules.length === 0 || !deps.events) return [];
  const companies = [...new Set(rules.map((r) => r.company_id))];
  const campaignsLive = await queryRows<CampaignRow>(
    deps.db,
    sql`SELECT id, company_id, advertiser_id, name FROM campaigns
         WHERE status = 'active' AND deleted_at IS NULL AND company_id = ANY(${pgArray(companies)}::uuid[])`,
  );
  const byCompany = new Map<string, CampaignRow[]>();
  const byAdvertiser = new Map<string, CampaignRow[]>();
  const byId = new Map<string, CampaignRow>();
  for (const c of campaignsLive) {
    byId.set(c.id, c);
    byCompany.set(c.company_id, [...(byCompany.get(c.company_id) ?? []), c]);
    byAdvertiser.set(c.advertiser_id, [...(byAdvertiser.get(c.advertiser_id) ?? []), c]);
  }
  // Strategies of group/strategy scopes, and their campaign.
  const subIds = rules.filter((r) => r.scope_type === 'group' || r.scope_type === 'strategy').map((r) => r.scope_id!);
  const strategies = subIds.length
    ? await queryRows<{ id: string; group_id: string; campaign_id: string }>(
        deps.db,
        sql`SELECT id, group_id, campaign_id FROM campaign_strategies WHERE id = ANY(${pgArray(subIds)}::uuid[]) OR group_id = ANY(${pgArray(subIds)}::uuid[])`,
      )
    : [];

  const now = deps.now();
  const windows = [...new Set(rules.map((r) => r.window_minutes))];
  const totalsByWindow = new Map<number, Map<string, DeliveryTotals>>();
  const ids = campaignsLive.map((c) => c.id);
  await Promise.all(
    windows.map(async (w) => {
      totalsByWindow.set(w, await deps.events!.campaignTotals({ campaignIds: ids, from: new Date(now.getTime() - w * 60_000), to: now }));
    }),
  );
  const strategyTotals = new Map<string, Map<string, DeliveryTotals>>();
  const strategyCampaigns = new Set(strategies.map((s) => s.campaign_id).filter((id) => byId.has(id)));
  for (const w of windows.filter((w) => rules.some((r) => r.window_minutes === w && (r.scope_type === 'group' || r.scope_type === 'strategy')))) {
    for (const campaignId of strategyCampaigns) {
      strategyTotals.set(
        `${w}|${campaignId}`,
        await deps.events.strategyTotals({ campaignId, from: new Date(now.getTime() - w * 60_000), to: now }),
      );
    }
  }

  const out: AlertCondition[] = [];
  for (const rule of rules) {
    const perCampaign = totalsByWindow.get(rule.window_minutes)!;
    const totals = empty();
    let scopeName = '';
    let actionCampaign: string | null = null;
    let live = true;
    switch (rule.scope_type) {
      case 'company':
        for (const c of byCompany.get(rule.company_id) ?? []) add(totals, perCampaign.get(c.id));
        break;
      case 'advertiser':
        for (const c of (byAdvertiser.get(rule.scope_id!) ?? []).filter((c) => c.company_id === rule.company_id))
          add(totals, perCampaign.get(c.id));
        break;
      case 'campaign': {
        const c = byId.get(rule.scope_id!);
        live = c !== undefined && c.company_id === rule.company_id;
        if (live) add(totals, perCampaign.get(c!.id));
        scopeName = c?.name ?? '';
        actionCampaign = live ? c!.id : null;
        break;
      }
      case 'group':
      case 'strategy': {
        const mine = strategies.filter((s) => (rule.scope_type === 'group' ? s.group_id : s.id) === rule.scope_id);
        const campaign = mine[0] ? byId.get(mine[0].campaign_id) : undefined;
        live = campaign !== undefined && campaign.company_id === rule.company_id;
        if (live) {
          const per = strategyTotals.get(`${rule.window_minutes}|${campaign!.id}`);
          for (const s of mine) add(totals, per?.get(s.id));
        }
        scopeName = campaign?.name ?? '';
        break;
      }
    }
    const { met, value } = ruleConditionMet(
      {
        metric: rule.metric,
        comparison: rule.comparison,
        threshold: Number(rule.threshold),
        minSpendMicros: BigInt(rule.min_spend_micros),
      },
      totals,
    );
    out.push({
      companyId: rule.company_id,
      alertType: 'rule',
      ruleKey: rule.id,
      objectType: rule.scope_type,
      objectId: rule.scope_id ?? rule.company_id,
      met: live && met,
      value: value === null ? null : Math.round(value * 100) / 100,
      severity: rule.severity,
      params: {
        rule: rule.name,
        metric: rule.metric,
        comparison: rule.comparison,
        threshold: Number(rule.threshold),
        value: value === null ? '' : Math.round(value * 100) / 100,
        scope: scopeName,
      },
      link: actionCampaign ? `/campaigns/${actionCampaign}` : '/reports',
      cooldownMinutes: rule.cooldown_minutes,
      announceResolve: true,
      action: rule.action && actionCampaign ? { rule: rule.action, campaignId: actionCampaign, actorUserId: rule.created_by } : undefined,
    });
  }
  return out;
}
