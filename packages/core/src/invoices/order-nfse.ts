import type { OrderNfseView } from '@verba/domain';
import type { FoundPaymentOrder } from '../payment-orders/find-payment-order';
import type { InvoiceRow } from '@verba/db';
import { toInvoiceView } from './invoice-view';

/** `orders/{id}/nfse`: the order in a few fields and its invoice (null until the order is paid). */
export function toOrderNfseView({ order, advertiserDisplayName }: FoundPaymentOrder, invoice: InvoiceRow | null): OrderNfseView {
  const advertiser = { id: order.advertiserId, displayName: advertiserDisplayName };
  return {
    order: {
      id: order.id,
      public_id: order.publicId,
      status: order.status,
      method: order.method,
      amount: order.amount.toString(),
      currency: order.currency,
      paid_at: order.paidAt?.toISOString() ?? null,
      created_at: order.createdAt.toISOString(),
      advertiser: { id: advertiser.id, display_name: advertiser.displayName },
    },
    invoice: invoice && toInvoiceView({ invoice, order, advertiser }),
  };
}
