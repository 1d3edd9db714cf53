/**
 * Payout rails (DESIGN §5): how a withdrawal leaves the platform for the company's bank account.
 * `PayoutRail.send` is called by the durable job `withdrawals.send-payout` on the settlement day
 * (packages/core/src/withdrawals/send-payout.ts), outside any transaction; its answer is applied
 * to the withdrawal and the ledger by `completeWithdrawal`.
 *
 * Sandbox rail: every transfer is paid, except to an account number made only of nines (e.g.
 * 99999999-9), which fails with `account_closed`; the amount and the fee then return to the
 * company wallet as FAILED_TRANSFER_FUND entries.
 */
export * from './types';
export * from './sandbox-rail';
export * from './rail-for';
export * from './payout-schedule';
