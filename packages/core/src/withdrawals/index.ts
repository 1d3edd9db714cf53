/**
 * Withdrawals (spec §3, §9; DESIGN §5): company wallet → main bank account.
 * - requestWithdrawal / requestWithdrawalOnce: R$ 10,00 minimum, R$ 3,67 fee, settlement date by
 *   the 15:00 São Paulo cut-off and bank business days; ledger company_wallet → payout_in_transit
 *   (amount) and → fees (fee) in one transaction; enqueues `withdrawals.send-payout`.
 * - sendPayout (job) → PayoutRail.send → completeWithdrawal: paid (payout_in_transit → bank) or
 *   failed (amount and fee back to the wallet as failed_transfer_fund); either way the company's
 *   finance users get an e-mail (queueWithdrawalNotices), queued in that same transaction.
 *   Before sending, payoutRefusal re-checks the company: with a chargeback debt the withdrawal is
 *   cancelled (cancelUnsentWithdrawal: failed, `chargeback_debt`, amount and fee returned).
 * Statuses: requested → processing → paid | failed; requested → failed when cancelled unsent.
 */
export * from './withdrawal-view';
export * from './find-withdrawal';
export * from './bookings';
export * from './request-withdrawal';
export * from './request-withdrawal-once';
export * from './send-payout';
export * from './payout-refusal';
export * from './cancel-unsent-withdrawal';
export * from './complete-withdrawal';
export * from './finance-recipients';
export * from './withdrawal-notices';
export * from './masked-account';
export * from './list-withdrawals';
export * from './get-withdrawal';
export * from './get-company-wallet';
