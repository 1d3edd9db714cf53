import { eq } from 'drizzle-orm';
import { companies, withdrawals } from '@verba/db';
import type { JobHandler } from '../jobs/worker';
import { DomainError } from '../errors';
import { withTransaction } from '../ledger/with-transaction';
import { payoutRailNamed } from '../payouts/rail-for';
import { cancelUnsentWithdrawal } from './cancel-unsent-withdrawal';
import { completeWithdrawal } from './complete-withdrawal';
import { findWithdrawal } from './find-withdrawal';
import { payoutRefusal } from './payout-refusal';

export const sendPayoutJobKind = 'withdrawals.send-payout';

/**
 * Durable job (enqueued by requestWithdrawal to run on the settlement day): marks the withdrawal
 * processing, asks its rail to send the transfer — outside any transaction — and applies the
 * answer. A crash after the rail was called leaves it processing; the job's retry sends again
 * with the same idempotency key, which the rail answers as the same transfer. Before a requested
 * withdrawal is sent it is re-checked (payoutRefusal) and cancelled when it no longer may leave.
 */
export const sendPayout: JobHandler = async ({ deps, payload }) => {
  const withdrawalId = String(payload.withdrawal_id);
  const now = deps.now();
  const withdrawal = await withTransaction(deps.db, async (tx) => {
    let row;
    try {
      row = await findWithdrawal({ db: tx, id: withdrawalId, companyId: null, forUpdate: true });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
    if (row.status === 'paid' || row.status === 'failed') return null;
    if (row.status === 'processing') return row;
    const refusal = await payoutRefusal({ tx, withdrawal: row });
    if (refusal) {
      await cancelUnsentWithdrawal({ tx, deps, withdrawal: row, reason: refusal });
      deps.logger.info({ withdrawalId, reason: refusal }, 'payout job: withdrawal cancelled before sending');
      return null;
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: 'processing', processingAt: now, updatedAt: now })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return updated!;
  });
  if (!withdrawal) {
    deps.logger.info({ withdrawalId }, 'payout job: nothing to send');
    return;
  }
  const [holder] = await deps.db
    .select({ legalName: companies.legalName })
    .from(companies)
    .where(eq(companies.id, withdrawal.companyId));
  const result = await payoutRailNamed(withdrawal.rail).send({
    withdrawalId: withdrawal.id,
    idempotencyKey: `withdrawal:${withdrawal.id}`,
    amount: withdrawal.amount,
    currency: withdrawal.currency,
    destination: withdrawal.destination,
    holderName: holder?.legalName ?? '',
    settlementDate: withdrawal.settlementDate,
  });
  const completed = await completeWithdrawal({ deps, withdrawalId: withdrawal.id, result });
  deps.logger.info({ withdrawalId, status: completed.status, rail: withdrawal.rail }, 'payout sent');
};
