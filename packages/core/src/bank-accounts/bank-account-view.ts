import type { BankAccountRow } from '@verba/db';
import { bankByCode, type BankAccountView } from '@verba/domain';

/** A bank account as the API returns it, with the bank's name from the COMPE list. */
export function toBankAccountView(row: BankAccountRow): BankAccountView {
  return {
    id: row.id,
    bank_code: row.bankCode,
    bank_name: bankByCode(row.bankCode)?.name ?? '',
    agency: row.agency,
    agency_digit: row.agencyDigit,
    account: row.account,
    account_digit: row.accountDigit,
    type: row.type,
    category: row.category,
    holder_document: row.holderDocument,
    holder_name: row.holderName,
    is_main: row.isMain,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
