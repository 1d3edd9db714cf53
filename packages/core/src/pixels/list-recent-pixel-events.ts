import { asc, eq } from 'drizzle-orm';
import { pixelRules } from '@verba/db';
import type { PixelRecentEvents } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { findPixelGroup } from './find-pixel-group';
import { pixelEventStoreOf } from './pixel-event-store';

export const recentPixelEventsLimit = 20;
const day = 24 * 60 * 60 * 1000;

/** Per rule of a group of the actor's company: its last 20 events and its count in the last 24 h, to check an install. */
export async function listRecentPixelEvents({
  deps,
  actor,
  groupId,
}: {
  deps: Deps;
  actor: Actor;
  groupId: string;
}): Promise<PixelRecentEvents[]> {
  const group = await findPixelGroup({ db: deps.db, companyId: actor.companyId, id: groupId });
  const rules = await deps.db
    .select({ id: pixelRules.id })
    .from(pixelRules)
    .where(eq(pixelRules.groupId, group.id))
    .orderBy(asc(pixelRules.seq));
  const store = pixelEventStoreOf(deps);
  const ruleIds = rules.map((r) => r.id);
  const [counts, recent] = await Promise.all([
    store.countsSince(ruleIds, new Date(deps.now().getTime() - day)),
    Promise.all(ruleIds.map((id) => store.recent(id, recentPixelEventsLimit))),
  ]);
  return ruleIds.map((ruleId, index) => ({
    rule_id: ruleId,
    count_24h: counts.get(ruleId) ?? 0,
    events: recent[index]!.map((e) => ({
      id: e.id,
      occurred_at: e.occurredAt.toISOString(),
      page_url: e.pageUrl,
      referrer: e.referrer,
      value: e.value,
    })),
  }));
}
