import { isValidBankAccount } from '@brazilian-utils/brazilian-utils';

export interface BankAccountNumber {
  bankCode: string;
  /** Digits only, without the agency's check digit. */
  agency: string;
  /** Digits only, without the check digit. */
  account: string;
  /** One or two characters (digits, X for Banco do Brasil, P for Bradesco). */
  digit: string;
}

const maxAccountLength = 13;

/**
 * The account's check digit agrees with the bank's published rule (structure only for banks
 * without one), per @brazilian-utils' isValidBankAccount. People type numbers without their
 * leading zeros ("21016-9" for Banco do Brasil's "00021016-9"), while the library wants each
 * bank's full width, so the number is also tried zero-padded: leading zeros never change a
 * weighted check digit, so this accepts no wrong digit the full number would not.
 */
export function isValidBankAccountNumber({ bankCode, agency, account, digit }: BankAccountNumber): boolean {
  const paddedAgency = agency.padStart(4, '0');
  for (let length = account.length; length <= maxAccountLength; length++) {
    if (isValidBankAccount({ bankCode, agency: paddedAgency, account: account.padStart(length, '0'), digit }))
      return true;
  }
  return false;
}
