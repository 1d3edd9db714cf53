import { ledgerTransferKinds, type LedgerTransferKind } from './types';

/** Wallet entry types of spec §3. */
export const walletEntryTypes = [
  'CREDIT',
  'FAILED_TRANSFER_FUND',
  'DEBIT',
  'CHARGEBACK',
  'REFUND',
  'CHECKOUT',
] as const;
export type WalletEntryType = (typeof walletEntryTypes)[number];
export type WalletEntrySign = 'plus' | 'minus';
export type TransferDirection = 'in' | 'out';

/** CREDIT and FAILED_TRANSFER_FUND are shown as plus; DEBIT, CHARGEBACK, REFUND, CHECKOUT as minus. */
export const signOfWalletEntry = (type: WalletEntryType): WalletEntrySign =>
  type === 'CREDIT' || type === 'FAILED_TRANSFER_FUND' ? 'plus' : 'minus';

const outgoingTypes: Partial<Record<LedgerTransferKind, WalletEntryType>> = {
  refund: 'REFUND',
  chargeback: 'CHARGEBACK',
  chargeback_recovery: 'CHARGEBACK',
  // Budget taken from the wallet when a campaign is published (and any purchase paid from it).
  reservation: 'CHECKOUT',
  checkout: 'CHECKOUT',
  // Agency cashback taken back because the payment it rewarded was refunded or charged back: the
  // company was not refunded nor charged back itself, its wallet is debited.
  bonus_reversal: 'DEBIT',
};

/**
 * How a transfer reads on the statement of the wallet it touches. Money in is a CREDIT (payments,
 * bonus, the symbolic credit, unspent budget released back), except a failed payout coming back
 * (FAILED_TRANSFER_FUND). Money out is REFUND, CHARGEBACK or CHECKOUT as above, and DEBIT for
 * everything else (withdrawals, their fee, cashback reversals, adjustments).
 */
export function walletEntryType(kind: LedgerTransferKind, direction: TransferDirection): WalletEntryType {
  if (direction === 'in') return kind === 'failed_transfer_fund' ? 'FAILED_TRANSFER_FUND' : 'CREDIT';
  return outgoingTypes[kind] ?? 'DEBIT';
}

/** The full table, for SQL (wallet-entries.ts) and documentation. */
export const walletEntryTypeTable = ledgerTransferKinds.flatMap((kind) =>
  (['in', 'out'] as const).map((direction) => ({ kind, direction, type: walletEntryType(kind, direction) })),
);
