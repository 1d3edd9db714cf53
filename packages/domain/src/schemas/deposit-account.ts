import { z } from '../zod';
import { bankAccountNumberFields, checkBankAccountDigit, holderCnpjSchema } from './bank-accounts';
import { nameSchema } from './common';

/**
 * The platform's own receiving account, printed on live deposit instructions (config.ts reads it
 * from DEPOSIT_ACCOUNT_*): checked by the very rules of a company's bank account (COMPE bank,
 * agency and account formats, the bank's check digit, a CNPJ holder).
 */
export const depositAccountSchema = z
  .object({
    ...bankAccountNumberFields,
    holder_name: nameSchema,
    holder_document: holderCnpjSchema,
  })
  .superRefine(checkBankAccountDigit);
export type DepositAccount = z.output<typeof depositAccountSchema>;

/** `1234-5` → number `1234` and digit `5`; without a hyphen, no digit. */
export function splitCheckDigit(value: string): { number: string; digit: string } {
  const at = value.lastIndexOf('-');
  if (at < 0) return { number: value.trim(), digit: '' };
  return { number: value.slice(0, at).trim(), digit: value.slice(at + 1).trim() };
}
