import type { WithdrawalDestinationRecord } from '@verba/db';
import type { CalendarDate } from '@verba/domain';

/** One transfer to a bank account, as a payout rail receives it. */
export interface PayoutRequest {
  withdrawalId: string;
  /** Stable per withdrawal: the rail must treat a repeat as the same transfer (job retries). */
  idempotencyKey: string;
  /** Centavos, > 0. */
  amount: bigint;
  currency: 'BRL';
  destination: WithdrawalDestinationRecord;
  holderName: string;
  settlementDate: CalendarDate;
}

/** Why a rail refused a transfer; the web translates known reasons and shows a generic text otherwise. */
export const payoutFailureReasons = ['account_closed', 'account_not_found', 'rejected'] as const;
export type PayoutFailureReason = (typeof payoutFailureReasons)[number];

/**
 * What a rail says about a transfer: settled (paid), refused (failed: the money comes back to the
 * wallet), or accepted and still on its way (pending: the rail reports the outcome later through
 * `completeWithdrawal`, e.g. from its webhook).
 */
export type PayoutResult =
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reference: string | null; reason: PayoutFailureReason }
  | { status: 'pending'; reference: string };

/**
 * A payout (withdrawal) rail, DESIGN §5: how money leaves the platform for a bank account (TED,
 * Pix to an account, a partner bank's API…). `send` is called outside any database transaction
 * and may throw on a transient problem: the durable job retries it with the same idempotency key.
 */
export interface PayoutRail {
  readonly name: string;
  send(request: PayoutRequest): Promise<PayoutResult>;
}
