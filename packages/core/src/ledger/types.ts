import type { Currency } from '@verba/domain';
import type { LedgerAccountType, LedgerTransferKind } from '@verba/db';

export type { LedgerAccountType, LedgerTransferKind } from '@verba/db';
export { ledgerAccountTypes, ledgerTransferKinds } from '@verba/db';

/** Accounts outside the platform's liabilities: the only ones allowed to go negative (DESIGN §5). */
export const externalAccountTypes = [
  'gateway_clearing',
  'platform_revenue',
  'fees',
  'bonus_expense',
  'chargeback_receivable',
  'bank',
  'platform_overdelivery',
] as const satisfies readonly LedgerAccountType[];

/** Account types that always belong to someone (an advertiser, a company, a campaign…). */
export const ownedAccountTypes = [
  'advertiser_wallet',
  'company_wallet',
  'campaign_reservation',
  'chargeback_receivable',
  'cashback_hold',
] as const satisfies readonly LedgerAccountType[];

export const isExternalAccountType = (type: LedgerAccountType) =>
  (externalAccountTypes as readonly LedgerAccountType[]).includes(type);

/**
 * The cached balance of an account that keeps one (wallets, reservations, payouts in transit).
 * External accounts keep none: ask balanceOf() for theirs.
 */
export function cachedBalance(account: LedgerAccount): bigint {
  if (account.balance === null)
    throw new TypeError(`ledger account ${account.id} (${account.type}) caches no balance`);
  return account.balance;
}

/** A business object a ledger row points at, e.g. `{ type: 'payment_order', id }`. */
export interface LedgerReference {
  type: string;
  id: string;
}

export interface LedgerAccount {
  id: string;
  type: LedgerAccountType;
  owner: LedgerReference | null;
  currency: Currency;
  allowNegative: boolean;
  /**
   * Cached balance in minor units (sum of transfers in minus sum of transfers out), kept for the
   * accounts that may not go negative. Null for external accounts, which cache none: their
   * balance is computed by balanceOf().
   */
  balance: bigint | null;
}

export interface LedgerTransfer {
  /** Monotonic id (bigint as a decimal string). */
  id: string;
  idempotencyKey: string;
  fromAccountId: string;
  toAccountId: string;
  amount: bigint;
  currency: Currency;
  kind: LedgerTransferKind;
  reference: LedgerReference | null;
  createdAt: Date;
  /** True when the idempotency key had already been used with the same content. */
  replayed: boolean;
}

export interface LedgerReservation {
  id: string;
  idempotencyKey: string;
  /** The campaign_reservation account holding the reserved money. */
  accountId: string;
  walletAccountId: string;
  currency: Currency;
  amount: bigint;
  posted: bigint;
  released: bigint;
  /** amount − posted − released. */
  remaining: bigint;
  status: 'open' | 'resolved';
  reference: LedgerReference;
  createdAt: Date;
  resolvedAt: Date | null;
}
