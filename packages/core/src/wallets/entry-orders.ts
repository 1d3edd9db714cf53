import { eq, inArray } from 'drizzle-orm';
import { advertisers, paymentOrders, type DbOrTx } from '@verba/db';
import { paymentOrderCode, type WalletEntryOrder } from '@verba/domain';
import type { WalletEntry } from '../ledger/wallet-entries';

/**
 * The payment orders a page of statement entries came from (a credit, a cashback or bonus, its
 * release or reversal all reference their order), with the order's code and advertiser, read in
 * one query for the page.
 */
export async function ordersOfEntries(
  db: DbOrTx,
  entries: readonly WalletEntry[],
): Promise<Map<string, WalletEntryOrder>> {
  const ids = [
    ...new Set(entries.flatMap((e) => (e.reference?.type === 'payment_order' ? [e.reference.id] : []))),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: paymentOrders.id,
      number: paymentOrders.number,
      advertiserId: advertisers.id,
      displayName: advertisers.displayName,
    })
    .from(paymentOrders)
    .innerJoin(advertisers, eq(advertisers.id, paymentOrders.advertiserId))
    .where(inArray(paymentOrders.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: paymentOrderCode(r.number),
        advertiser: { id: r.advertiserId, display_name: r.displayName },
      },
    ]),
  );
}
