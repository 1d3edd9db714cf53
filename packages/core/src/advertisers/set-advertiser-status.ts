import { eq } from 'drizzle-orm';
import { advertisers } from '@verba/db';
import type { AdvertiserStatus } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { toAdvertiserView } from './advertiser-view';
import { auditAdvertiser } from './audit';
import { runAdvertiserDeactivatedHooks } from './deactivation-hooks';
import { findAdvertiser } from './find-advertiser';

/**
 * Activates or deactivates an advertiser. Deactivating runs the deactivation hooks (pausing the
 * running campaigns) in the same transaction; activating reactivates nothing (spec §4).
 * Setting the status it already has changes nothing.
 */
export async function setAdvertiserStatus({
  deps,
  actor,
  id,
  status,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  status: AdvertiserStatus;
}) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findAdvertiser({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    if (current.status === status) return current;
    const [updated] = await tx
      .update(advertisers)
      .set({ status, statusChangedAt: now, updatedAt: now })
      .where(eq(advertisers.id, current.id))
      .returning();
    if (status === 'inactive') await runAdvertiserDeactivatedHooks({ deps, tx, advertiser: updated!, actor, at: now });
    await auditAdvertiser({
      db: tx,
      actor,
      advertiserId: current.id,
      action: status === 'inactive' ? 'advertiser.deactivated' : 'advertiser.activated',
      at: now,
    });
    return updated!;
  });
  return toAdvertiserView(row);
}
