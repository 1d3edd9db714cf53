import { eq } from 'drizzle-orm';
import { withdrawals, type Tx, type WithdrawalRow } from '@verba/db';
import type { Deps } from '../deps';
import { bookWithdrawalFailed } from './bookings';
import { queueWithdrawalNotices } from './withdrawal-notices';

/**
 * Why the platform itself cancels a withdrawal before sending it (the rail's own refusals are
 * `PayoutFailureReason`s): `holder_mismatch`, the account is no longer held under the company's
 * current document (a staff-approved change); `chargeback_debt`, the company came to owe the
 * platform after asking.
 */
export const withdrawalCancelReasons = ['holder_mismatch', 'chargeback_debt'] as const;
export type WithdrawalCancelReason = (typeof withdrawalCancelReasons)[number];

/**
 * Cancels a requested withdrawal that was never sent, in the caller's transaction with its row
 * locked: the failed path of a refused payout — amount and fee back to the wallet as
 * FAILED_TRANSFER_FUND (which first pays what the company owes), status failed with `reason`, and
 * the failed-payout e-mail to the company's finance users.
 */
export async function cancelUnsentWithdrawal({
  tx,
  deps,
  withdrawal,
  reason,
}: {
  tx: Tx;
  deps: Pick<Deps, 'config' | 'now'>;
  withdrawal: WithdrawalRow;
  reason: WithdrawalCancelReason;
}): Promise<WithdrawalRow> {
  if (withdrawal.status !== 'requested')
    throw new Error(`withdrawal ${withdrawal.id} is ${withdrawal.status}, not requested`);
  const now = deps.now();
  await bookWithdrawalFailed({ tx, withdrawal });
  const [updated] = await tx
    .update(withdrawals)
    .set({ status: 'failed', failedAt: now, failureReason: reason, updatedAt: now })
    .where(eq(withdrawals.id, withdrawal.id))
    .returning();
  await queueWithdrawalNotices({ tx, config: deps.config, withdrawal: updated! });
  return updated!;
}
