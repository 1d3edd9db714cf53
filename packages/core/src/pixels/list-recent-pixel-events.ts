import { asc, eq } from 'drizzle-orm';
import { pixelRules } from '@verba/db';
import { saoPauloDateOf, type PixelRecentEvents } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { findPixelGroup } from './find-pixel-group';
import { pixelEventStoreOf } from './pixel-event-store';
import { noPixelRefusals, pixelRefusalCounterOf, pixelRefusalsSince } from './pixel-refusals';

export const recentPixelEventsLimit = 20;
const day = 24 * 60 * 60 * 1000;

/**
 * Per rule of a group of the actor's company: its last 20 events and its count in the last 24 h, to
 * check an install, and its refused hits of the last 30 days (São Paulo days) by reason.
 */
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
  // What this process counted so far is added first, so the page is current.
  await pixelRefusalCounterOf(deps).flush();
  const now = deps.now().getTime();
  const [counts, recent, refused] = await Promise.all([
    store.countsSince(ruleIds, new Date(now - day)),
    Promise.all(ruleIds.map((id) => store.recent(id, recentPixelEventsLimit))),
    pixelRefusalsSince({ db: deps.db, ruleIds, sinceDay: saoPauloDateOf(new Date(now - 29 * day)) }),
  ]);
  return ruleIds.map((ruleId, index) => ({
    rule_id: ruleId,
    count_24h: counts.get(ruleId) ?? 0,
    refused_30d: refused.get(ruleId) ?? noPixelRefusals(),
    events: recent[index]!.map((e) => ({
      id: e.id,
      occurred_at: e.occurredAt.toISOString(),
      page_url: e.pageUrl,
      referrer: e.referrer,
      value: e.value,
    })),
  }));
}
