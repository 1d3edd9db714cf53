import type { WalletEntryCampaign, WalletEntryOrder } from './wallets';
import { z } from '../zod';
import { formatMoney } from '../formats';
import type { CalendarDate } from '../calendar/calendar-date';
import { pageQuerySchema } from './common';
import type { BankAccountType } from './bank-accounts';
import { text } from './text';

/** Spec §9: every withdrawal costs a transfer fee of R$ 3,67, debited from the wallet with it. */
export const WITHDRAWAL_FEE_CENTS = 367n;

/**
 * Spec §5 says a minimum withdrawal exists without giving it. Verba's is R$ 10,00: below that the
 * R$ 3,67 fee would take more than a quarter of what is sent. A business constant, changed here.
 */
export const WITHDRAWAL_MINIMUM_CENTS = 1_000n;

/** Only reais leave the platform: bank accounts are Brazilian. */
export const withdrawalCurrency = 'BRL' as const;

/** requested → processing → paid | failed (a failed transfer returns amount and fee to the wallet). */
export const withdrawalStatuses = ['requested', 'processing', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalMessageKeys = {
  amountFormat: 'finances_payouts:validation.amount_format',
  amountMinimum: 'finances_payouts:validation.amount_minimum',
  insufficient: 'finances_payouts:validation.insufficient',
  chargebackDebt: 'finances_payouts:validation.insufficient_chargeback_debt',
} as const;

/** What leaves the wallet for a withdrawal of `amount`: the amount plus the fee. */
export const withdrawalTotal = (amount: bigint): bigint => amount + WITHDRAWAL_FEE_CENTS;

/**
 * The largest withdrawal a balance allows (0 when it cannot pay the minimum plus the fee). `balance`
 * is what the company may spend: its wallet less what it owes from chargebacks.
 */
export function maxWithdrawal(balance: bigint): bigint {
  const max = balance - WITHDRAWAL_FEE_CENTS;
  return max >= WITHDRAWAL_MINIMUM_CENTS ? max : 0n;
}

/**
 * The message key and values for an amount that cannot be withdrawn, or undefined. The form
 * (live) and the server say the same thing; the server's ledger has the final word on the balance.
 * `balance` is what may be withdrawn: the wallet less `debt`, what the company owes from
 * chargebacks. When the debt takes it all (or more: below zero), the message names the debt and
 * shows R$ 0,00 available, as the wallet does.
 */
export function withdrawalAmountIssue(
  amount: bigint,
  balance?: bigint,
  debt = 0n,
): { key: string; params: Record<string, string> } | undefined {
  if (amount < WITHDRAWAL_MINIMUM_CENTS)
    return {
      key: withdrawalMessageKeys.amountMinimum,
      params: { minimum: formatMoney(WITHDRAWAL_MINIMUM_CENTS) },
    };
  if (balance !== undefined && withdrawalTotal(amount) > balance) {
    const params = {
      fee: formatMoney(WITHDRAWAL_FEE_CENTS),
      available: formatMoney(balance > 0n ? balance : 0n),
      total: formatMoney(withdrawalTotal(amount)),
    };
    return debt > 0n && balance <= 0n
      ? { key: withdrawalMessageKeys.chargebackDebt, params: { ...params, debt: formatMoney(debt) } }
      : { key: withdrawalMessageKeys.insufficient, params };
  }
  return undefined;
}

/** Integer centavos as a JSON number or a decimal-integer string (never a float). */
export const withdrawalAmountSchema = z
  .union([text(), z.number()])
  .refine(
    (v) => (typeof v === 'number' ? Number.isSafeInteger(v) && v > 0 : /^\s*\d{1,15}\s*$/.test(v)),
    withdrawalMessageKeys.amountFormat,
  )
  .transform((v) => BigInt(typeof v === 'number' ? v : v.trim()));

export const createWithdrawalSchema = z.object({ amount: withdrawalAmountSchema });
export type CreateWithdrawalInput = z.output<typeof createWithdrawalSchema>;

export const listWithdrawalsQuerySchema = pageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
});
export type ListWithdrawalsQuery = z.output<typeof listWithdrawalsQuerySchema>;

/** Where the money went: a copy of the bank account at the time of the request. */
export interface WithdrawalDestination {
  bank_code: string;
  bank_name: string;
  agency: string;
  agency_digit: string;
  account: string;
  account_digit: string;
  type: BankAccountType;
  holder_document: string;
}

/** A withdrawal as the API returns it. Amounts are centavos as decimal strings. */
export interface WithdrawalView {
  id: string;
  amount: string;
  fee: string;
  /** amount + fee: what left the wallet. */
  total: string;
  currency: typeof withdrawalCurrency;
  status: WithdrawalStatus;
  /** The business day the money reaches the bank account (YYYY-MM-DD, São Paulo). */
  settlement_date: CalendarDate;
  bank_account_id: string | null;
  destination: WithdrawalDestination;
  rail: string;
  failure_reason: string | null;
  requested_at: string;
  processing_at: string | null;
  paid_at: string | null;
  failed_at: string | null;
}

export const walletEntryTypeValues = [
  'CREDIT',
  'FAILED_TRANSFER_FUND',
  'DEBIT',
  'CHARGEBACK',
  'REFUND',
  'CHECKOUT',
] as const;
export type WalletEntryTypeValue = (typeof walletEntryTypeValues)[number];

export const companyWalletQuerySchema = pageQuerySchema.extend({
  type: z.enum(walletEntryTypeValues).optional(),
});
export type CompanyWalletQuery = z.output<typeof companyWalletQuerySchema>;

/** One line of the company wallet's statement. */
export interface CompanyWalletEntryView {
  id: string;
  type: (typeof walletEntryTypeValues)[number];
  sign: 'plus' | 'minus';
  amount: string;
  currency: typeof withdrawalCurrency;
  balance_after: string;
  kind: string;
  reference: { type: string; id: string } | null;
  /** The payment order the cashback or bonus came from, with its advertiser (see WalletEntryView). */
  order: WalletEntryOrder | null;
  /** Null here: campaign budgets come from advertiser wallets (see WalletEntryView). */
  campaign: WalletEntryCampaign | null;
  created_at: string;
}

/** `GET wallet/company`: the cashback wallet, the withdrawal rules, and a page of entries. */
export interface CompanyWalletView {
  balance: string;
  currency: typeof withdrawalCurrency;
  /**
   * What the company owes from chargebacks (and cashback taken back after it was withdrawn): paid
   * first out of the wallet, before any withdrawal.
   */
  chargeback_debt: string;
  /**
   * Cashback from card and PayPal payments still held for their settlement period: not in
   * `balance`, not withdrawable until released.
   */
  cashback_on_hold: string;
  /** When each held amount becomes available (one per payment), soonest first. */
  cashback_releases: { amount: string; available_at: string }[];
  /** How long cashback from a card or PayPal payment is held (CASHBACK_HOLD_DAYS). */
  cashback_hold_days: number;
  /** The most that can be withdrawn now (balance − debt − fee), 0 below the minimum. */
  available_for_withdrawal: string;
  withdrawal_fee: string;
  withdrawal_minimum: string;
  /** The payout rail withdrawals use now (`sandbox` for the built-in one). */
  payout_rail: string;
  entries: CompanyWalletEntryView[];
}
