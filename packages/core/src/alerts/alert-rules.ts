import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import type { AlertRuleRow } from '@verba/db';
import type { RuleAction } from '@verba/domain';

export interface AlertRuleView {
  id: string;
  name: string;
  scope_type: AlertRuleRow['scopeType'];
  scope_id: string | null;
  metric: AlertRuleRow['metric'];
  comparison: AlertRuleRow['comparison'];
  threshold: number;
  window_minutes: number;
  min_spend: number;
  cooldown_minutes: number;
  severity: AlertRuleRow['severity'];
  action: RuleAction | null;
  enabled: boolean;
  state: 'ok' | 'firing' | 'resolved';
  created_at: string;
}

export function presentRule(r: AlertRuleRow, state: AlertRuleView['state'] = 'ok'): AlertRuleView {
  return {
    id: r.id,
    name: r.name,
    scope_type: r.scopeType,
    scope_id: r.scopeId,
    metric: r.metric,
    comparison: r.comparison,
    threshold: Number(r.threshold),
    window_minutes: r.windowMinutes,
    min_spend: Number(r.minSpendMicros) / 1_000_000,
    cooldown_minutes: r.cooldownMinutes,
    severity: r.severity,
    action: r.action,
    enabled: r.enabled,
    state,
    created_at: r.createdAt.toISOString(),
  };
}

/** Whether the rule's object is the company's own (advertiser, campaign, group or strategy). */
export async function scopeIsCompanys(db: DbOrTx, companyId: string, scopeType: string, scopeId: string | null): Promise<boolean> {
  if (scopeType === 'company') return true;
  if (!scopeId) return false;
  const table =
    scopeType === 'advertiser'
      ? sql`advertisers t WHERE t.id = ${scopeId} AND t.company_id = ${companyId}`
      : scopeType === 'campaign'
        ? sql`campaigns t WHERE t.id = ${scopeId} AND t.company_id = ${companyId} AND t.deleted_at IS NULL`
        : scopeType === 'group'
          ? sql`campaign_groups t JOIN campaigns c ON c.id = t.campaign_id WHERE t.id = ${scopeId} AND c.company_id = ${companyId}`
          : sql`campaign_strategies t JOIN campaigns c ON c.id = t.campaign_id WHERE t.id = ${scopeId} AND c.company_id = ${companyId}`;
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM ${table} LIMIT 1`);
  return rows.length > 0;
}
