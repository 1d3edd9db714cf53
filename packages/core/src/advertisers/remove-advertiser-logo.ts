import { eq } from 'drizzle-orm';
import { advertisers } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { blobStoreOf } from '../storage';
import { toAdvertiserView } from './advertiser-view';
import { auditAdvertiser } from './audit';
import { assertEditable, findAdvertiser } from './find-advertiser';

/** Removes an active advertiser's logo; the file goes after the commit. */
export async function removeAdvertiserLogo({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const now = deps.now();
  let previousKey: string | null = null;
  const row = await deps.db.transaction(async (tx) => {
    const current = await findAdvertiser({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    assertEditable(current);
    if (!current.logoKey) return current;
    previousKey = current.logoKey;
    const [updated] = await tx
      .update(advertisers)
      .set({ logoKey: null, updatedAt: now })
      .where(eq(advertisers.id, current.id))
      .returning();
    await auditAdvertiser({ db: tx, actor, advertiserId: current.id, action: 'advertiser.logo_removed', at: now });
    return updated!;
  });
  if (previousKey) {
    const key: string = previousKey;
    await blobStoreOf(deps)
      .delete(key)
      .catch((error: unknown) => deps.logger.warn({ err: error, key }, 'old logo not removed'));
  }
  return toAdvertiserView(row);
}
