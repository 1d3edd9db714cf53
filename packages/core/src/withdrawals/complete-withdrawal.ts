import { eq } from 'drizzle-orm';
import { withdrawals, type WithdrawalRow } from '@verba/db';
import type { Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import type { PayoutResult } from '../payouts/types';
import { bookWithdrawalFailed, bookWithdrawalPaid } from './bookings';
import { findWithdrawal } from './find-withdrawal';
import { queueWithdrawalNotices } from './withdrawal-notices';

/**
 * Applies a rail's answer to a withdrawal being processed: paid → the money leaves for the bank;
 * failed → amount and fee return to the wallet (FAILED_TRANSFER_FUND); pending → only the rail's
 * reference is kept until it reports again. Paid or failed, the company's finance users are e-mailed
 * in the same transaction. A withdrawal already paid or failed is left as it is, so a repeated
 * answer (job retry, duplicate webhook) changes nothing and e-mails no one again.
 */
export async function completeWithdrawal({
  deps,
  withdrawalId,
  result,
}: {
  deps: Deps;
  withdrawalId: string;
  result: PayoutResult;
}): Promise<WithdrawalRow> {
  const now = deps.now();
  return withTransaction(deps.db, async (tx) => {
    const withdrawal = await findWithdrawal({ db: tx, id: withdrawalId, companyId: null, forUpdate: true });
    if (withdrawal.status !== 'processing') return withdrawal;
    const set =
      result.status === 'paid'
        ? { status: 'paid' as const, paidAt: now, railReference: result.reference }
        : result.status === 'failed'
          ? {
              status: 'failed' as const,
              failedAt: now,
              failureReason: result.reason,
              railReference: result.reference,
            }
          : { railReference: result.reference };
    if (result.status === 'paid') await bookWithdrawalPaid({ tx, withdrawal });
    if (result.status === 'failed') await bookWithdrawalFailed({ tx, withdrawal });
    const [updated] = await tx
      .update(withdrawals)
      .set({ ...set, updatedAt: now })
      .where(eq(withdrawals.id, withdrawal.id))
      .returning();
    await queueWithdrawalNotices({ tx, config: deps.config, withdrawal: updated! });
    return updated!;
  });
}
