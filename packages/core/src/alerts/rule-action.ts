import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@verba/db';
import { roleById } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { pauseCampaign } from '../campaigns/pause-campaign';
import type { AlertCondition } from './conditions';

/**
 * A firing rule's action: pause the campaign it watches, as the rule's author (still active, in
 * the company), through the ordinary use case, so the same checks and audit apply. A refusal
 * (already paused, ended) is logged, never retried: the notice still goes out.
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
    impersonatorUserId: null,
    language: author.language,
  };
  try {
    if (action.rule.type === 'pause') await pauseCampaign({ deps, actor, id: action.campaignId });
  } catch (error) {
    deps.logger.warn({ rule: condition.ruleKey, campaign: action.campaignId, err: (error as Error).message }, 'alert rule action refused');
  }
}
