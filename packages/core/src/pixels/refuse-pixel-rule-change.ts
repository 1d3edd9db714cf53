import { and, eq } from 'drizzle-orm';
import { pixelRules } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { findPixelGroup } from './find-pixel-group';

/**
 * Spec §4: a pixel rule cannot be edited or deleted after creation. An attempt on a rule the actor
 * can see answers PIXEL_RULES_IMMUTABLE and changes nothing; another company's is NOT_FOUND.
 */
export async function refusePixelRuleChange({
  deps,
  actor,
  groupId,
  ruleId,
}: {
  deps: Deps;
  actor: Actor;
  groupId: string;
  ruleId: string;
}): Promise<never> {
  const group = await findPixelGroup({ db: deps.db, companyId: actor.companyId, id: groupId });
  if (!isUuid(ruleId)) throw fail('NOT_FOUND');
  const [rule] = await deps.db
    .select({ id: pixelRules.id })
    .from(pixelRules)
    .where(and(eq(pixelRules.id, ruleId), eq(pixelRules.groupId, group.id)))
    .limit(1);
  if (!rule) throw fail('NOT_FOUND');
  throw fail('PIXEL_RULES_IMMUTABLE');
}
