import { eq } from 'drizzle-orm';
import { advertiserRemovedCoupons, advertisers } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { toAdvertiserView } from './advertiser-view';
import { auditAdvertiser } from './audit';
import { assertEditable, findAdvertiser } from './find-advertiser';

/** Removes the coupon of an active advertiser and remembers it, so it can never be re-added. */
export async function removeAdvertiserCoupon({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findAdvertiser({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    assertEditable(current);
    if (!current.coupon) return current;
    await tx
      .insert(advertiserRemovedCoupons)
      .values({ advertiserId: current.id, coupon: current.coupon, removedByUserId: actor.userId, removedAt: now })
      .onConflictDoNothing();
    const [updated] = await tx
      .update(advertisers)
      .set({ coupon: null, updatedAt: now })
      .where(eq(advertisers.id, current.id))
      .returning();
    await auditAdvertiser({
      db: tx,
      actor,
      advertiserId: current.id,
      action: 'advertiser.coupon_removed',
      metadata: { coupon: current.coupon },
      at: now,
    });
    return updated!;
  });
  return toAdvertiserView(row);
}
