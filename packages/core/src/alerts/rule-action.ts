import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@verba/db';
import { lowerCampaignBudget, roleById } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { pauseCampaign } from '../campaigns/pause-campaign';
import { editCampaignStructure } from '../campaigns/edit-campaign-structure';
import { findCampaign } from '../campaigns/find-campaign';
import type { AlertCondition } from './conditions';

/**
 * A firing rule's action: pause the campaign it watches, or lower its budget within the rule's
 * limits (a percentage, never under the floor), as the rule's author (still active, in the
 * company), through the ordinary use cases, so the same checks, reservations and audit apply. A
 * refusal (already paused, ended, a budget under what was spent) is logged, never retried: the
 * notice still goes out.
 */
export async function runRuleAction({ deps, condition }: { deps: Deps; condition: AlertCondition }): Promise<void> {
  const action = condition.action;
  if (!action?.actorUserId) return;
  const [author] = await deps.db
    .select({ id: users.id, companyId: users.companyId, roleId: users.roleId, language: users.language })
    .from(users)
    .where(and(eq(users.id, action.actorUserId), eq(users.companyId, condition.companyId), eq(users.isActive, true), isNull(users.deletedAt)));
  const role = author ? roleById(author.roleId) : undefined;
  if (!author || !role) return;
  const actor: Actor = {
    userId: author.id,
    companyId: author.companyId,
    role,
    isStaff: false,
    tokenId: 'alert-rule',
    via: 'alert_rule',
    impersonatorUserId: null,
    language: author.language,
  };
  try {
    const rule = action.rule;
    if (rule.type === 'pause') await pauseCampaign({ deps, actor, id: action.campaignId });
    else {
      const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: action.campaignId });
      if (campaign.budget === null || campaign.budget <= BigInt(rule.min_budget)) return;
      await editCampaignStructure({
        deps,
        actor,
        id: action.campaignId,
        version: undefined,
        change: (draft) => lowerCampaignBudget(draft, rule) ?? draft,
        audit: { action: 'campaign.updated', metadata: { alert_rule: condition.ruleKey, lower_budget: rule } },
      });
    }
  } catch (error) {
    deps.logger.warn({ rule: condition.ruleKey, campaign: action.campaignId, err: (error as Error).message }, 'alert rule action refused');
  }
}
