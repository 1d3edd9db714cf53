import type { WalletEntryView } from '@verba/domain';
import type { WalletEntry } from '../ledger/wallet-entries';

/** A ledger wallet entry as the API shows it: minor units as strings (DESIGN §5), ISO date. */
export function presentWalletEntry(entry: WalletEntry): WalletEntryView {
  return {
    id: entry.id,
    type: entry.type,
    sign: entry.sign,
    amount: entry.amount.toString(),
    currency: entry.currency,
    balance_after: entry.balanceAfter.toString(),
    kind: entry.kind,
    reference: entry.reference,
    created_at: entry.createdAt.toISOString(),
  };
}
