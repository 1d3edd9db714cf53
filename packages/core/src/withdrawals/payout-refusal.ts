import type { Tx, WithdrawalRow } from '@verba/db';
import { chargebackDebt } from '../ledger/chargeback-debt';
import { ensureAccount } from '../ledger/ensure-account';
import { getAccount } from '../ledger/get-account';
import { companyWalletOwner } from '../payment-orders/bookings';
import type { WithdrawalCancelReason } from './cancel-unsent-withdrawal';
import { payoutHolderStillValid } from './payout-holder';

/**
 * Re-checked by the payout job right before a requested withdrawal is sent. First, the
 * destination must still be held under the company's current document (`holder_mismatch`).
 * Then: a payout leaves only while the company owes the platform nothing in its currency (chargeback debt = 0).
 * A chargeback or refund booked after the request may have taken back cashback the company had
 * already moved out, leaving a debt that only money returning to its wallet can pay; then the
 * whole withdrawal is cancelled (`chargeback_debt`) and its amount and fee pay the debt first.
 * The company wallet's row is locked first, as bonus reversals lock it, so a reversal either
 * committed before this read or waits until the withdrawal is marked processing.
 */
export async function payoutRefusal({
  tx,
  withdrawal,
}: {
  tx: Tx;
  withdrawal: WithdrawalRow;
}): Promise<WithdrawalCancelReason | null> {
  if (!(await payoutHolderStillValid({ tx, withdrawal }))) return 'holder_mismatch';
  const owner = companyWalletOwner(withdrawal.companyId);
  const wallet = await ensureAccount({
    db: tx,
    type: 'company_wallet',
    owner,
    currency: withdrawal.currency,
  });
  await getAccount({ db: tx, accountId: wallet.id, forUpdate: true });
  const debt = await chargebackDebt({ db: tx, owner, currency: withdrawal.currency });
  return debt > 0n ? 'chargeback_debt' : null;
}
