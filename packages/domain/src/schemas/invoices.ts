import { z } from '../zod';
import type { Currency } from '../formats';
import type { PaymentMethod } from './payment-orders';
import { pageQuerySchema } from './common';
import type { PaymentOrderStatus } from '../payments/order-status';

/**
 * Invoice (NFS-e) statuses of spec §4, in the order an invoice usually goes through them:
 * created (paid; issue scheduled 30 days later) → pending (asked earlier) → waiting (at the issuer)
 * → issued; or error (issuer unavailable, retried), rejected (refused by the issuer), canceled
 * (the order was refunded or charged back before issue).
 */
export const invoiceStatuses = [
  'created',
  'pending',
  'waiting',
  'issued',
  'error',
  'rejected',
  'canceled',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Spec §4, §9: the invoice is issued this long after payment unless requested earlier. */
export const INVOICE_ISSUE_DELAY_DAYS = 30;

/** Statuses from which the company may ask for the invoice now. */
export const invoiceRequestableStatuses: readonly InvoiceStatus[] = ['created', 'error', 'rejected'];
export const canRequestInvoiceIssue = (status: InvoiceStatus) => invoiceRequestableStatuses.includes(status);

export const listInvoicesQuerySchema = pageQuerySchema.extend({
  status: z.enum(invoiceStatuses).optional(),
});
export type ListInvoicesQuery = z.output<typeof listInvoicesQuerySchema>;

/** An invoice as the API returns it. Amounts are centavos as decimal strings. */
export interface InvoiceView {
  id: string;
  status: InvoiceStatus;
  /** The NFS-e number, once issued. */
  number: string | null;
  verification_code: string | null;
  amount: string;
  currency: Currency;
  paid_at: string;
  /** When the invoice is (or was) due to be issued without a request: paid_at + 30 days. */
  scheduled_for: string;
  requested_at: string | null;
  issued_at: string | null;
  /** Why the issuer refused or failed, as a stable code (the web translates it). */
  failure_reason: string | null;
  can_request_issue: boolean;
  order: { id: string; public_id: string; method: PaymentMethod; status: PaymentOrderStatus };
  advertiser: { id: string; display_name: string };
  /** API path of the PDF (authenticated), once issued. */
  pdf_url: string | null;
  created_at: string;
}

/** `GET orders/{id}/nfse`: the order in a few fields and its invoice (null until the order is paid). */
export interface OrderNfseView {
  order: {
    id: string;
    public_id: string;
    status: PaymentOrderStatus;
    method: PaymentMethod;
    amount: string;
    currency: Currency;
    paid_at: string | null;
    created_at: string;
    advertiser: { id: string; display_name: string };
  };
  invoice: InvoiceView | null;
}
