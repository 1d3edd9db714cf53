import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alertRules, alertStates } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { presentRule, type AlertRuleView } from './alert-rules';

/** `GET alert-rules`: the company's rules (every user of the company sees and manages them), with their state. */
export async function listAlertRules({ deps, actor }: { deps: Deps; actor: Actor }): Promise<AlertRuleView[]> {
  const rows = await deps.db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.companyId, actor.companyId), isNull(alertRules.deletedAt)))
    .orderBy(desc(alertRules.createdAt));
  const states = rows.length
    ? await deps.db
        .select({ ruleKey: alertStates.ruleKey, state: alertStates.state })
        .from(alertStates)
        .where(and(eq(alertStates.alertType, 'rule'), inArray(alertStates.ruleKey, rows.map((r) => r.id))))
    : [];
  const firing = new Set(states.filter((s) => s.state === 'firing').map((s) => s.ruleKey));
  return rows.map((r) => presentRule(r, firing.has(r.id) ? 'firing' : 'ok'));
}
