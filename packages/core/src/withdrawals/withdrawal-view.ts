import type { WithdrawalRow } from '@verba/db';
import type { WithdrawalView } from '@verba/domain';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toWithdrawalView(row: WithdrawalRow): WithdrawalView {
  return {
    id: row.id,
    amount: row.amount.toString(),
    fee: row.fee.toString(),
    total: (row.amount + row.fee).toString(),
    currency: row.currency,
    status: row.status,
    settlement_date: row.settlementDate,
    bank_account_id: row.bankAccountId,
    destination: row.destination,
    rail: row.rail,
    failure_reason: row.failureReason,
    requested_at: row.requestedAt.toISOString(),
    processing_at: iso(row.processingAt),
    paid_at: iso(row.paidAt),
    failed_at: iso(row.failedAt),
  };
}
