import { bankAccountCategories, bankAccountTypes, z } from '@verba/domain';

/** A bank account as `toBankAccountView` writes it. */
export const bankAccountResponse = z.object({
  id: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  agency: z.string(),
  agency_digit: z.string(),
  account: z.string(),
  account_digit: z.string(),
  type: z.enum(bankAccountTypes),
  category: z.enum(bankAccountCategories),
  holder_document: z.string(),
  holder_name: z.string(),
  is_main: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** `DELETE bank-accounts/:id`: the account that is main now (another one promoted), or null. */
export const bankAccountDeleted = z.object({ main_bank_account_id: z.string().nullable() });
