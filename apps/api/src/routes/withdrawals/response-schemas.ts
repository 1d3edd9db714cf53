import { bankAccountTypes, withdrawalCurrency, withdrawalStatuses, z } from '@verba/domain';
import { moneyResponse } from '../../openapi/responses';
import { walletEntryResponse } from '../../openapi/wallet-entry-schema';

/** A withdrawal (`WithdrawalView`). */
export const withdrawalResponse = z.object({
  id: z.string(),
  amount: moneyResponse,
  fee: moneyResponse,
  total: moneyResponse.describe('amount + fee, in minor units: what left the wallet.'),
  currency: z.literal(withdrawalCurrency),
  status: z.enum(withdrawalStatuses),
  settlement_date: z.string().describe('YYYY-MM-DD (São Paulo): the business day the money arrives.'),
  bank_account_id: z.string().nullable(),
  destination: z.object({
    bank_code: z.string(),
    bank_name: z.string(),
    agency: z.string(),
    agency_digit: z.string(),
    account: z.string(),
    account_digit: z.string(),
    type: z.enum(bankAccountTypes),
    holder_document: z.string(),
  }),
  rail: z.string(),
  failure_reason: z.string().nullable(),
  requested_at: z.string(),
  processing_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});

/** `GET wallet/company` (`CompanyWalletView`), with the page of its statement in `meta`. */
export const companyWalletResponse = z.object({
  data: z.object({
    balance: moneyResponse,
    currency: z.literal(withdrawalCurrency),
    chargeback_debt: moneyResponse,
    cashback_on_hold: moneyResponse,
    cashback_releases: z.array(z.object({ amount: moneyResponse, available_at: z.string() })),
    cashback_hold_days: z.number().int(),
    available_for_withdrawal: moneyResponse,
    withdrawal_fee: moneyResponse,
    withdrawal_minimum: moneyResponse,
    payout_rail: z.string(),
    entries: z.array(walletEntryResponse.extend({ currency: z.literal(withdrawalCurrency) })),
  }),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
