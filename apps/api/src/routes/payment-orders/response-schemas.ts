import { currencies, paymentEventTypes, paymentMethods, paymentOrderStatuses, z } from '@verba/domain';
import { moneyResponse } from '../../openapi/responses';

/** The public payment page's view of an order (`toPublicPaymentOrder`): nothing of the company. */
export const publicPaymentOrderResponse = z.object({
  public_id: z.string(),
  code: z.string().describe('The short human order code (`PED-7K3Q9X`).'),
  advertiser_display_name: z.string(),
  amount: moneyResponse,
  currency: z.enum(currencies),
  method: z.enum(paymentMethods),
  status: z.enum(paymentOrderStatuses),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  sandbox: z.boolean().describe('The page offers the sandbox controls (sandbox mode only).'),
  pix: z
    .object({
      payload: z
        .string()
        .describe('The Pix copy-and-paste code (EMV), dynamic: it carries the location URL.'),
      txid: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
  boleto: z
    .object({
      barcode: z.string(),
      digitable_line: z.string(),
      formatted_digitable_line: z.string(),
      due_date: z.string(),
      bank_code: z.string(),
    })
    .nullable(),
  card: z.object({ brand: z.string(), last4: z.string(), expiry: z.string() }).nullable(),
  paypal: z.object({ approval_url: z.string(), approved: z.boolean() }).nullable(),
  deposit: z
    .object({
      bank_code: z.string(),
      bank_name: z.string(),
      agency: z.string(),
      account: z.string(),
      beneficiary_name: z.string(),
      beneficiary_document: z.string(),
      reference: z.string(),
      pix_key: z.string().optional().describe('Sandbox only.'),
    })
    .nullable(),
});

/** The company's view of an order (`toPaymentOrderView`, finance screens). */
export const paymentOrderResponse = publicPaymentOrderResponse.extend({
  id: z.string(),
  advertiser_id: z.string(),
  company_id: z.string(),
  payment_url: z.string().describe('The public payment page to send the payer to.'),
  gateway: z.string(),
  refunded_at: z.string().nullable(),
  chargedback_at: z.string().nullable(),
  updated_at: z.string(),
});

/** `POST public/orders/{publicId}/sandbox/{action}`: the settlement event the sandbox will deliver. */
export const sandboxEventResponse = z.object({ event_id: z.string(), type: z.enum(paymentEventTypes) });
