import { currencies, invoiceStatuses, paymentMethods, paymentOrderStatuses, z } from '@verba/domain';
import { moneyResponse } from '../../openapi/responses';

const advertiser = z.object({ id: z.string(), display_name: z.string() });

/** An invoice (NFS-e), as `toInvoiceView` writes it. */
export const invoiceResponse = z.object({
  id: z.string(),
  status: z.enum(invoiceStatuses),
  number: z.string().nullable().describe('The NFS-e number, once issued.'),
  verification_code: z.string().nullable(),
  amount: moneyResponse,
  currency: z.enum(currencies),
  paid_at: z.string(),
  scheduled_for: z.string().describe('When it is issued without a request: paid_at + 30 days.'),
  requested_at: z.string().nullable(),
  issued_at: z.string().nullable(),
  failure_reason: z.string().nullable().describe('A stable code the client translates.'),
  can_request_issue: z.boolean(),
  order: z.object({
    id: z.string(),
    public_id: z.string(),
    method: z.enum(paymentMethods),
    status: z.enum(paymentOrderStatuses),
  }),
  advertiser,
  pdf_url: z.string().nullable().describe('API path of the PDF (authenticated), once issued.'),
  created_at: z.string(),
});

/** `GET orders/{orderId}/nfse`: the order in a few fields and its invoice (null until paid). */
export const orderNfseResponse = z.object({
  order: z.object({
    id: z.string(),
    public_id: z.string(),
    status: z.enum(paymentOrderStatuses),
    method: z.enum(paymentMethods),
    amount: moneyResponse,
    currency: z.enum(currencies),
    paid_at: z.string().nullable(),
    created_at: z.string(),
    advertiser,
  }),
  invoice: invoiceResponse.nullable(),
});
