import { alertRules } from '@verba/db';
import type { AlertRuleInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { invalidField } from '../errors';
import { presentRule, scopeIsCompanys } from './alert-rules';

/** `POST alert-rules`: a rule over the company's own object; an action only on a campaign's rule. */
export async function createAlertRule({ deps, actor, input }: { deps: Deps; actor: Actor; input: AlertRuleInput }) {
  if (input.action && input.scope_type !== 'campaign') throw invalidField('action', 'alerts:rules.action_campaign_only');
  return deps.db.transaction(async (tx) => {
    if (!(await scopeIsCompanys(tx, actor.companyId, input.scope_type, input.scope_id)))
      throw invalidField('scope_id', 'alerts:rules.scope_required');
    const [row] = await tx
      .insert(alertRules)
      .values({
        companyId: actor.companyId,
        createdBy: actor.userId,
        name: input.name,
        scopeType: input.scope_type,
        scopeId: input.scope_type === 'company' ? null : input.scope_id,
        metric: input.metric,
        comparison: input.comparison,
        threshold: String(input.threshold),
        windowMinutes: input.window_minutes,
        minSpendMicros: BigInt(Math.round(input.min_spend * 1_000_000)),
        cooldownMinutes: input.cooldown_minutes,
        severity: input.severity,
        action: input.action,
        enabled: input.enabled,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    await recordAudit({ db: tx, actor, action: 'alert_rule.created', targetType: 'alert_rule', targetId: row!.id, metadata: { name: input.name } });
    return presentRule(row!);
  });
}
