import { count, eq } from 'drizzle-orm';
import { pixelGroups, pixelRules } from '@verba/db';
import { pixelLimits, type PixelGroupView, type PixelRuleInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { auditPixelGroup } from './audit';
import { findPixelGroup } from './find-pixel-group';
import { insertPixelRules } from './insert-pixel-rules';
import { pixelGroupView } from './pixel-group-view';

/** Adds a rule to a pixel group of the actor's company; its event name must be new in the group. */
export async function addPixelRule({
  deps,
  actor,
  groupId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  groupId: string;
  input: PixelRuleInput;
}): Promise<PixelGroupView> {
  const now = deps.now();
  const group = await deps.db.transaction(async (tx) => {
    const current = await findPixelGroup({
      db: tx,
      companyId: actor.companyId,
      id: groupId,
      forUpdate: true,
    });
    const [{ rules } = { rules: 0 }] = await tx
      .select({ rules: count() })
      .from(pixelRules)
      .where(eq(pixelRules.groupId, current.id));
    if (rules >= pixelLimits.rulesPerGroup)
      throw fail('PIXEL_RULES_LIMIT', undefined, { max: pixelLimits.rulesPerGroup });
    const [rule] = await insertPixelRules({
      db: tx,
      groupId: current.id,
      rules: [input],
      userId: actor.userId,
      at: now,
      defaultMaxValue: deps.config.pixelDefaultMaxValue,
      fieldPrefix: '',
    });
    const [updated] = await tx
      .update(pixelGroups)
      .set({ updatedAt: now })
      .where(eq(pixelGroups.id, current.id))
      .returning();
    await auditPixelGroup({
      db: tx,
      actor,
      companyId: current.companyId,
      groupId: current.id,
      action: 'pixel_group.rule_added',
      metadata: { rule_id: rule!.id, event_name: rule!.eventName },
      at: now,
    });
    return updated!;
  });
  return pixelGroupView({ db: deps.db, group });
}
