import type { WithdrawalDestinationRecord } from '@verba/db';

/** "••••0169-6": enough of the account to recognise it, not enough to reuse it. */
export function maskedAccount(
  destination: Pick<WithdrawalDestinationRecord, 'account' | 'account_digit'>,
): string {
  const digit = destination.account_digit ? `-${destination.account_digit}` : '';
  return `••••${destination.account.slice(-4)}${digit}`;
}
