import { z } from '../zod';
import { bankByCode } from '../banks/brazilian-banks';
import { isValidBankAccountNumber } from '../banks/bank-account-number';
import { documentTypeOf, normalizeDocument } from '../documents';
import { text } from './text';

/** Spec §3 Bank account: type savings or current; the category is always legal entity (spec §3, §5). */
export const bankAccountTypes = ['current', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountCategories = ['legal_entity'] as const;
export type BankAccountCategory = (typeof bankAccountCategories)[number];

export const bankAccountMessageKeys = {
  bankUnknown: 'finances_payouts:validation.bank_unknown',
  agency: 'finances_payouts:validation.agency',
  agencyDigit: 'finances_payouts:validation.agency_digit',
  account: 'finances_payouts:validation.account',
  accountDigit: 'finances_payouts:validation.account_digit',
  checkDigit: 'finances_payouts:validation.check_digit',
  holderCnpj: 'finances_payouts:validation.holder_cnpj',
  holderMismatch: 'finances_payouts:validation.holder_mismatch',
  mainRequired: 'finances_payouts:validation.main_required',
} as const;

const digits = (max: number, message: string) =>
  text()
    .trim()
    .min(1)
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(text().regex(new RegExp(`^\\d{1,${max}}$`), message));

/**
 * The number of a bank account: a bank from the COMPE list, agency up to 5 digits with an optional
 * check digit (0-9 or X), account up to 13 digits with a check digit of 1-2 characters (X for Banco
 * do Brasil, P for Bradesco). Shared by company accounts and the platform's receiving account.
 */
export const bankAccountNumberFields = {
  bank_code: text()
    .trim()
    .min(1)
    .refine((code) => code === '' || bankByCode(code) !== undefined, bankAccountMessageKeys.bankUnknown),
  agency: digits(5, bankAccountMessageKeys.agency),
  agency_digit: text()
    .trim()
    .toUpperCase()
    .regex(/^[0-9X]?$/, bankAccountMessageKeys.agencyDigit)
    .optional()
    .default(''),
  account: digits(13, bankAccountMessageKeys.account),
  account_digit: text()
    .trim()
    .toUpperCase()
    .min(1)
    .regex(/^[0-9XP]{1,2}$/, bankAccountMessageKeys.accountDigit),
};

/** A CNPJ, as the holder of an account money moves to or from (never a CPF). */
export const holderCnpjSchema = text()
  .trim()
  .min(1)
  .refine((v) => documentTypeOf(v) === 'CNPJ', bankAccountMessageKeys.holderCnpj)
  .transform(normalizeDocument);

type AccountNumberValues = { bank_code: string; agency: string; account: string; account_digit: string };

/** The account's check digit agrees with its bank's rule (a refinement of bankAccountNumberFields). */
export function checkBankAccountDigit(value: AccountNumberValues, ctx: z.RefinementCtx) {
  // Only a well-formed account of a known bank has a check digit worth checking.
  const wellFormed =
    /^\d{1,5}$/.test(value.agency) &&
    /^\d{1,13}$/.test(value.account) &&
    /^[0-9XP]{1,2}$/.test(value.account_digit);
  if (!wellFormed || !bankByCode(value.bank_code)) return;
  const valid = isValidBankAccountNumber({
    bankCode: value.bank_code,
    agency: value.agency,
    account: value.account,
    digit: value.account_digit,
  });
  if (!valid)
    ctx.addIssue({ code: 'custom', path: ['account_digit'], message: bankAccountMessageKeys.checkDigit });
}

/**
 * A bank account as typed in the form and posted to `POST bank-accounts` / `PUT bank-accounts/:id`,
 * its number checked against the bank's rule. The holder document must be a CNPJ; the server also
 * checks that it is the company's.
 */
export const bankAccountInputSchema = z
  .object({
    ...bankAccountNumberFields,
    type: z.enum(bankAccountTypes),
    category: z.enum(bankAccountCategories).optional().default('legal_entity'),
    holder_document: holderCnpjSchema,
    /** Make it the company's main account (the one withdrawals go to). */
    is_main: z.boolean().optional(),
  })
  .superRefine(checkBankAccountDigit);
export type BankAccountInput = z.output<typeof bankAccountInputSchema>;
export type BankAccountFormValues = z.input<typeof bankAccountInputSchema>;

/** A bank account as the API returns it. */
export interface BankAccountView {
  id: string;
  bank_code: string;
  bank_name: string;
  agency: string;
  agency_digit: string;
  account: string;
  account_digit: string;
  type: BankAccountType;
  category: BankAccountCategory;
  holder_document: string;
  holder_name: string;
  is_main: boolean;
  created_at: string;
  updated_at: string;
}
