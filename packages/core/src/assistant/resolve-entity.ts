import { and, desc, eq, isNull } from 'drizzle-orm';
import { advertisers, campaigns } from '@verba/db';
import { normalizeText } from '@verba/domain';
import { entityMatchScore as score } from '@verba/domain/assistant/entity-match';
import type { Actor, Deps } from '../deps';
import { isUuid } from '../ids';
import type { ScreenContext } from './provider';

export interface Entity {
  kind: 'campaign' | 'advertiser';
  id: string;
  name: string;
  advertiserId: string;
}

const candidateLimit = 2000;

/**
 * Finds the campaign or advertiser a request names, among the actor's company's own only (another
 * company's are never read, whatever a name or a model says). An id, a name, or the one on screen.
 */
export async function resolveEntity({
  deps,
  actor,
  name,
  message,
  screen,
  prefer,
}: {
  deps: Deps;
  actor: Actor;
  name: string | undefined;
  message: string;
  screen: ScreenContext;
  prefer: 'campaign' | 'advertiser' | 'any';
}): Promise<Entity | null> {
  const wanted = name ? normalizeText(name) : '';
  const msg = normalizeText(message);
  const [campaignRows, advertiserRows] = await Promise.all([
    prefer === 'advertiser'
      ? []
      : deps.db
          .select({ id: campaigns.id, name: campaigns.name, advertiserId: campaigns.advertiserId })
          .from(campaigns)
          .where(and(eq(campaigns.companyId, actor.companyId), isNull(campaigns.deletedAt)))
          .orderBy(desc(campaigns.createdAt))
          .limit(candidateLimit),
    deps.db
      .select({ id: advertisers.id, name: advertisers.displayName, legal: advertisers.name })
      .from(advertisers)
      .where(eq(advertisers.companyId, actor.companyId))
      .limit(candidateLimit),
  ]);
  const byId = (id: string | undefined) => (id && isUuid(id) ? id : undefined);
  const idWanted = byId(name?.trim());
  const all: (Entity & { s: number })[] = [];
  for (const c of campaignRows) {
    const s = c.id === idWanted ? 200 : score(c.name ?? '', wanted, msg);
    all.push({
      kind: 'campaign',
      id: c.id,
      name: c.name ?? '',
      advertiserId: c.advertiserId,
      s: s + (prefer === 'campaign' ? 1 : 0),
    });
  }
  for (const a of advertiserRows) {
    const s = a.id === idWanted ? 200 : Math.max(score(a.name, wanted, msg), score(a.legal, wanted, msg));
    all.push({
      kind: 'advertiser',
      id: a.id,
      name: a.name,
      advertiserId: a.id,
      s: s + (prefer === 'advertiser' ? 1 : 0),
    });
  }
  const best = all.filter((e) => e.s > 20).sort((a, b) => b.s - a.s)[0];
  if (best) return { kind: best.kind, id: best.id, name: best.name, advertiserId: best.advertiserId };
  if (wanted) return null;
  // Nothing named: the campaign or advertiser on screen (only if it is the company's own).
  if (prefer !== 'advertiser' && screen.campaignId) {
    const c = campaignRows.find((row) => row.id === screen.campaignId);
    if (c) return { kind: 'campaign', id: c.id, name: c.name ?? '', advertiserId: c.advertiserId };
  }
  if (screen.advertiserId) {
    const a = advertiserRows.find((row) => row.id === screen.advertiserId);
    if (a) return { kind: 'advertiser', id: a.id, name: a.name, advertiserId: a.id };
  }
  return null;
}
