import type { BankAccountView, WithdrawalDestination } from '@verba/domain';

type Numbered = Pick<BankAccountView | WithdrawalDestination, 'agency' | 'agency_digit' | 'account' | 'account_digit'>;

/** `1584-X`, or `0001` for a bank without an agency digit. */
export const formatAgency = (a: Numbered) => (a.agency_digit ? `${a.agency}-${a.agency_digit}` : a.agency);

/** `210169-6`. */
export const formatAccountNumber = (a: Numbered) => `${a.account}-${a.account_digit}`;
