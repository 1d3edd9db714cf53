import type { BankAccountInput } from '@verba/domain';

/** The stored columns a bank account takes from its input and its checked holder, on create and update alike. */
export function bankAccountFields(input: BankAccountInput, holder: { holderDocument: string; holderName: string }) {
  return {
    bankCode: input.bank_code,
    agency: input.agency,
    agencyDigit: input.agency_digit,
    account: input.account,
    accountDigit: input.account_digit,
    type: input.type,
    category: input.category,
    holderDocument: holder.holderDocument,
    holderName: holder.holderName,
  };
}
