import type { AdvertiserRow, InvoiceRow, PaymentOrderRow } from '@verba/db';
import { canRequestInvoiceIssue, type InvoiceView } from '@verba/domain';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export interface InvoiceWithOrder {
  invoice: InvoiceRow;
  order: Pick<PaymentOrderRow, 'id' | 'publicId' | 'method' | 'status'>;
  advertiser: Pick<AdvertiserRow, 'id' | 'displayName'>;
}

/** The API's view of an invoice, with its order and advertiser and the PDF's path once issued. */
export function toInvoiceView({ invoice, order, advertiser }: InvoiceWithOrder): InvoiceView {
  return {
    id: invoice.id,
    status: invoice.status,
    number: invoice.number?.toString() ?? null,
    verification_code: invoice.verificationCode,
    amount: invoice.amount.toString(),
    currency: invoice.currency,
    paid_at: invoice.paidAt.toISOString(),
    scheduled_for: invoice.scheduledFor.toISOString(),
    requested_at: iso(invoice.requestedAt),
    issued_at: iso(invoice.issuedAt),
    failure_reason: invoice.failureReason,
    can_request_issue: canRequestInvoiceIssue(invoice.status),
    order: { id: order.id, public_id: order.publicId, method: order.method, status: order.status },
    advertiser: { id: advertiser.id, display_name: advertiser.displayName },
    pdf_url: invoice.status === 'issued' ? `invoices/${invoice.id}/pdf` : null,
    created_at: invoice.createdAt.toISOString(),
  };
}
