import type { OrderNfseView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { withTransaction } from '../ledger/with-transaction';
import { activeNfseIssuer } from '../nfse/issuer-for';
import { ensureOrderInvoice } from './ensure-order-invoice';
import { findCompanyOrder } from './find-company-order';
import { findInvoice } from './find-invoice';
import { toOrderNfseView } from './order-nfse';
import { requestLockedInvoiceIssue } from './request-issue';

/** `POST payment-orders/{id}/nfse/request`: the order's invoice now; INVOICE_ORDER_NOT_PAID before payment. */
export async function requestOrderNfse({ deps, actor, orderId }: { deps: Deps; actor: Actor; orderId: string }): Promise<OrderNfseView> {
  const issuer = activeNfseIssuer(deps).name;
  return withTransaction(deps.db, async (tx) => {
    const found = await findCompanyOrder({ db: tx, orderId, companyId: actor.companyId });
    const created = await ensureOrderInvoice({ tx, order: found.order, issuer });
    if (!created) throw fail('INVOICE_ORDER_NOT_PAID');
    const locked = await findInvoice({ db: tx, id: created.id, companyId: actor.companyId, forUpdate: true });
    const invoice = await requestLockedInvoiceIssue({ tx, deps, actor, invoice: locked.invoice });
    return toOrderNfseView(found, invoice);
  });
}
