import { asc, eq } from 'drizzle-orm';
import { advertiserRemovedCoupons } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { toAdvertiserView } from './advertiser-view';
import { findAdvertiser } from './find-advertiser';
import { advertiserWallet } from './advertiser-wallet';

/** One advertiser of the actor's company with its wallet balance and latest wallet entries. */
export async function getAdvertiser({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const row = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id });
  const [removed, wallet] = await Promise.all([
    deps.db
      .select({ coupon: advertiserRemovedCoupons.coupon })
      .from(advertiserRemovedCoupons)
      .where(eq(advertiserRemovedCoupons.advertiserId, row.id))
      .orderBy(asc(advertiserRemovedCoupons.removedAt)),
    advertiserWallet({ db: deps.db, advertiser: row }),
  ]);
  return {
    ...toAdvertiserView(row),
    removed_coupons: removed.map((r) => r.coupon),
    balance: wallet.balance,
    wallet_entries: wallet.entries,
    wallet_entries_total: wallet.entriesTotal,
  };
}
