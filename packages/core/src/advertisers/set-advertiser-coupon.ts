import { and, eq } from 'drizzle-orm';
import { advertiserRemovedCoupons, advertisers } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { toAdvertiserView } from './advertiser-view';
import { auditAdvertiser } from './audit';
import { assertEditable, findAdvertiser } from './find-advertiser';

/**
 * Adds a coupon to an active advertiser. A coupon removed from this advertiser cannot come back
 * (spec §4); an advertiser holds one coupon at a time; adding the coupon it has changes nothing.
 */
export async function setAdvertiserCoupon({ deps, actor, id, coupon }: { deps: Deps; actor: Actor; id: string; coupon: string }) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findAdvertiser({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    assertEditable(current);
    if (current.coupon === coupon) return current;
    const [removed] = await tx
      .select({ coupon: advertiserRemovedCoupons.coupon })
      .from(advertiserRemovedCoupons)
      .where(and(eq(advertiserRemovedCoupons.advertiserId, current.id), eq(advertiserRemovedCoupons.coupon, coupon)))
      .limit(1);
    if (removed) throw fail('ADVERTISER_COUPON_REMOVED', undefined, { coupon });
    if (current.coupon) throw fail('ADVERTISER_COUPON_ALREADY_SET');
    const [updated] = await tx
      .update(advertisers)
      .set({ coupon, updatedAt: now })
      .where(eq(advertisers.id, current.id))
      .returning();
    await auditAdvertiser({ db: tx, actor, advertiserId: current.id, action: 'advertiser.coupon_added', metadata: { coupon }, at: now });
    return updated!;
  });
  return toAdvertiserView(row);
}
