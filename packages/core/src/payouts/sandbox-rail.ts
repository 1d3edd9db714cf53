import type { PayoutRail, PayoutRequest, PayoutResult } from './types';

/**
 * The sandbox trigger for a refused transfer: an account number made only of nines (for example
 * Banco Inter 077, agency 0001, account 99999999-9). Every other account is paid.
 */
export const sandboxClosedAccountPattern = /^9+$/;

/** True when the sandbox rail refuses transfers to this account (documented trigger above). */
export const sandboxRefusesAccount = (account: string) => sandboxClosedAccountPattern.test(account.replace(/^0+/, ''));

/**
 * The built-in rail: no money moves outside the ledger. It "sends" the transfer when the payout
 * job runs on the settlement day and answers at once: paid, or failed with `account_closed` for
 * the trigger account. The reference is derived from the idempotency key, so a retried job gets
 * the same answer for the same transfer, as a real rail's idempotent API would give.
 */
export function createSandboxPayoutRail(): PayoutRail {
  return {
    name: 'sandbox',
    send(request: PayoutRequest): Promise<PayoutResult> {
      const reference = `sandbox-payout-${request.withdrawalId}`;
      if (sandboxRefusesAccount(request.destination.account)) {
        return Promise.resolve({ status: 'failed', reference, reason: 'account_closed' });
      }
      return Promise.resolve({ status: 'paid', reference });
    },
  };
}
