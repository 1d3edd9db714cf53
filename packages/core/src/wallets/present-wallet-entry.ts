import type { WalletEntryCampaign, WalletEntryOrder, WalletEntryView } from '@verba/domain';
import type { WalletEntry } from '../ledger/wallet-entries';

/**
 * A ledger wallet entry as the API shows it: minor units as strings (DESIGN §5), ISO date, and the
 * payment order it came from (`ordersOfEntries`) and the campaign it reserved budget for
 * (`campaignsOfEntries`), if any.
 */
export function presentWalletEntry(
  entry: WalletEntry,
  orders: ReadonlyMap<string, WalletEntryOrder> = new Map(),
  campaigns: ReadonlyMap<string, WalletEntryCampaign> = new Map(),
): WalletEntryView {
  return {
    id: entry.id,
    type: entry.type,
    sign: entry.sign,
    amount: entry.amount.toString(),
    currency: entry.currency,
    balance_after: entry.balanceAfter.toString(),
    kind: entry.kind,
    reference: entry.reference,
    order: (entry.reference?.type === 'payment_order' && orders.get(entry.reference.id)) || null,
    campaign: (entry.reference?.type === 'campaign' && campaigns.get(entry.reference.id)) || null,
    created_at: entry.createdAt.toISOString(),
  };
}
