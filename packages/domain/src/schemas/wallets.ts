import { z } from '../zod';
import type { Currency } from '../formats';
import { pageQuerySchema } from './common';
import { walletEntryTypeValues } from './withdrawals';

export const walletKinds = ['advertiser', 'company'] as const;
export type WalletKind = (typeof walletKinds)[number];

/** One wallet of the company: an advertiser's (its budget) or the company's own (cashback, refunds). */
export interface WalletView {
  /** The ledger account id; `GET wallets/{account_id}/entries` lists its statement; null before the first entry. */
  account_id: string | null;
  kind: WalletKind;
  currency: Currency;
  /** Available balance in minor units (budgets reserved for campaigns have left it). */
  balance: string;
  /** The advertiser of an advertiser wallet; null for the company wallet. */
  advertiser: { id: string; name: string; display_name: string; status: string } | null;
}

export const walletEntriesQuerySchema = pageQuerySchema.extend({
  type: z.enum(walletEntryTypeValues).optional(),
});
export type WalletEntriesQuery = z.output<typeof walletEntriesQuerySchema>;

/** One line of a wallet statement: CREDIT and FAILED_TRANSFER_FUND plus; the others minus. */
export interface WalletEntryView {
  id: string;
  type: (typeof walletEntryTypeValues)[number];
  sign: 'plus' | 'minus';
  amount: string;
  currency: Currency;
  balance_after: string;
  kind: string;
  reference: { type: string; id: string } | null;
  /** The payment order the entry came from (credit, cashback, bonus, their release or reversal), or null. */
  order: WalletEntryOrder | null;
  /** The campaign a budget reservation or release was for, with what it has spent so far, or null. */
  campaign: WalletEntryCampaign | null;
  created_at: string;
}

/**
 * The campaign of a statement line (its budget reserved on publishing, released on consolidation)
 * and the delivery spend posted against its reservations: minor units as strings.
 */
export interface WalletEntryCampaign {
  id: string;
  name: string;
  reserved: string;
  spent: string;
}

/** The order of a statement line: its code and the advertiser it paid for. */
export interface WalletEntryOrder {
  id: string;
  /** `PED-7K3Q9X` (payments/order-code.ts). */
  code: string;
  advertiser: { id: string; display_name: string };
}
