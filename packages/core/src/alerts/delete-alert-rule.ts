import { and, eq, isNull, sql } from 'drizzle-orm';
import { alertRules } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { fail } from '../errors';

/** `DELETE alert-rules/{id}`: removes one of the company's rules; its firing state resolves silently. */
export async function deleteAlertRule({ deps, actor, input }: { deps: Deps; actor: Actor; input: { id: string } }) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(alertRules)
      .set({ deletedAt: deps.now(), enabled: false })
      .where(and(eq(alertRules.id, input.id), eq(alertRules.companyId, actor.companyId), isNull(alertRules.deletedAt)))
      .returning({ id: alertRules.id });
    if (!row) throw fail('NOT_FOUND');
    await tx.execute(sql`UPDATE alert_states SET state = 'resolved', resolved_at = ${deps.now()} WHERE alert_type = 'rule' AND rule_key = ${row.id} AND state = 'firing'`);
    await recordAudit({ db: tx, actor, action: 'alert_rule.deleted', targetType: 'alert_rule', targetId: row.id });
  });
}
