import type { AdvertiserRow, DbOrTx } from '@verba/db';
import { advertiserSymbolicCredit } from '@verba/domain';
import { ensureAccount } from '../ledger/ensure-account';
import { transfer } from '../ledger/transfer';

/** The ledger owner of an advertiser's wallet. */
export const advertiserOwner = (advertiserId: string) => ({ type: 'advertiser', id: advertiserId });

/**
 * Spec §1, §9: a new advertiser receives a symbolic balance of 1,00 in its currency, paid by the
 * platform's bonus expense. The idempotency key makes it happen at most once per advertiser,
 * whatever retries; run it in the transaction that creates the advertiser so it also happens at least once.
 */
export async function grantSymbolicCredit({ db, advertiser }: { db: DbOrTx; advertiser: Pick<AdvertiserRow, 'id' | 'currency'> }) {
  const bonusExpense = await ensureAccount({ db, type: 'bonus_expense', currency: advertiser.currency });
  const wallet = await ensureAccount({ db, type: 'advertiser_wallet', owner: advertiserOwner(advertiser.id), currency: advertiser.currency });
  return transfer({
    db,
    from: bonusExpense.id,
    to: wallet.id,
    amount: BigInt(advertiserSymbolicCredit),
    kind: 'symbolic_credit',
    idempotencyKey: `symbolic-credit:${advertiser.id}`,
    reference: advertiserOwner(advertiser.id),
  });
}
