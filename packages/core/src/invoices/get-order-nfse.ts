import type { OrderNfseView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { withTransaction } from '../ledger/with-transaction';
import { activeNfseIssuer } from '../nfse/issuer-for';
import { ensureOrderInvoice } from './ensure-order-invoice';
import { findCompanyOrder } from './find-company-order';
import { toOrderNfseView } from './order-nfse';

/**
 * `GET orders/{orderId}/nfse`: the order's invoice status, number and links. A paid order whose
 * invoice the daily sweep has not created yet gets it now, so the page never says "no invoice"
 * for a paid order.
 */
export async function getOrderNfse({ deps, actor, orderId }: { deps: Deps; actor: Actor; orderId: string }): Promise<OrderNfseView> {
  const issuer = activeNfseIssuer(deps).name;
  return withTransaction(deps.db, async (tx) => {
    const found = await findCompanyOrder({ db: tx, orderId, companyId: actor.companyId });
    const invoice = await ensureOrderInvoice({ tx, order: found.order, issuer });
    return toOrderNfseView(found, invoice);
  });
}
