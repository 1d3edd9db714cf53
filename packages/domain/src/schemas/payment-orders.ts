import { z } from '../zod';
import type { Currency } from '../formats';
import { paymentAmountMessageKeys } from '../payments/order-limits';
import { paymentEventTypes, paymentOrderStatuses } from '../payments/order-status';
import {
  dateRangeInOrder,
  dateRangeOrderMessage,
  dateRangeQuerySchema,
  limits,
  pageQuerySchema,
} from './common';
import { text } from './text';
import { paymentMethods, type PaymentMethod } from '../payments/payment-methods';

export { paymentMethods, type PaymentMethod };

/** Integer centavos as a JSON number or a decimal-integer string (DESIGN §5: money is never a float). */
export const centsInputSchema = z
  .union([text(), z.number()])
  .describe(
    'Minor units (centavos): an integer as a JSON number or a decimal string, "150000" is R$ 1.500,00.',
  )
  .refine(
    (v) => (typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : /^\s*\d{1,15}\s*$/.test(v)),
    paymentAmountMessageKeys.format,
  )
  .transform((v) => BigInt(typeof v === 'number' ? v : v.trim()));

/** Card fields as typed; checked with createCardSchema (payments/card.ts) against the server clock. */
export const cardFieldsSchema = z.object({
  number: text().max(40),
  holder_name: text().max(64),
  expiry: text().max(10),
  cvv: text().max(8),
});
export type CardFields = z.input<typeof cardFieldsSchema>;

export const createPaymentOrderSchema = z.object({
  advertiser_id: text().trim().min(1),
  amount: centsInputSchema,
  method: z.enum(paymentMethods),
  card: cardFieldsSchema.optional(),
});
export type CreatePaymentOrderInput = z.output<typeof createPaymentOrderSchema>;

/** The filters of the payment history (its list and its export): all applied on the server. */
export const paymentOrderFiltersSchema = dateRangeQuerySchema.extend({
  status: z.enum(paymentOrderStatuses).optional(),
  method: z.enum(paymentMethods).optional(),
  advertiser_id: text().trim().min(1).optional(),
  /** The order's code (`PED-7K3Q9X`) or a part of the advertiser's name or display name. */
  search: text().trim().max(limits.name).optional(),
});
export type PaymentOrderFilters = z.output<typeof paymentOrderFiltersSchema>;

export const listPaymentOrdersQuerySchema = pageQuerySchema
  .extend(paymentOrderFiltersSchema.shape)
  .refine(dateRangeInOrder, dateRangeOrderMessage);
export type ListPaymentOrdersQuery = z.output<typeof listPaymentOrdersQuerySchema>;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** `GET payment-orders/export`: every order the filters match, as CSV or XLSX. */
export const exportPaymentOrdersQuerySchema = paymentOrderFiltersSchema
  .extend({ format: z.enum(exportFormats) })
  .refine(dateRangeInOrder, dateRangeOrderMessage);
export type ExportPaymentOrdersQuery = z.output<typeof exportPaymentOrdersQuerySchema>;

/** The signed body of a settlement webhook (see packages/core/src/gateways). */
export const paymentWebhookEventSchema = z.object({
  event_id: text().min(1).max(128),
  order_public_id: text().min(1).max(64),
  type: z.enum(paymentEventTypes),
  occurred_at: z.iso.datetime({ offset: true }),
});
export type PaymentWebhookEvent = z.output<typeof paymentWebhookEventSchema>;

export const sandboxActions = ['pay', 'expire', 'refuse'] as const;
export type SandboxAction = (typeof sandboxActions)[number];

/** How to pay, per method, as the API returns it (the public page renders it). */
export interface PixInstructions {
  payload: string;
  txid: string;
  expires_at: string;
}
export interface BoletoInstructions {
  barcode: string;
  digitable_line: string;
  formatted_digitable_line: string;
  due_date: string;
  bank_code: string;
}
export interface CardDetails {
  brand: string;
  last4: string;
  expiry: string;
}
export interface PaypalInstructions {
  approval_url: string;
  approved: boolean;
}
export interface DepositInstructions {
  bank_code: string;
  bank_name: string;
  agency: string;
  account: string;
  beneficiary_name: string;
  beneficiary_document: string;
  reference: string;
  /** The sandbox's Pix key; live instructions carry none (the transfer goes to the account). */
  pix_key?: string;
}

/** Public view of an order (no login): what the payer needs and nothing about the company. */
export interface PublicPaymentOrder {
  public_id: string;
  /** The short human code (`PED-7K3Q9X`, payments/order-code.ts) the payer and the company quote. */
  code: string;
  advertiser_display_name: string;
  amount: string;
  currency: Currency;
  method: PaymentMethod;
  status: (typeof paymentOrderStatuses)[number];
  expires_at: string | null;
  paid_at: string | null;
  created_at: string;
  sandbox: boolean;
  pix: PixInstructions | null;
  boleto: BoletoInstructions | null;
  card: CardDetails | null;
  paypal: PaypalInstructions | null;
  deposit: DepositInstructions | null;
}

/** The company's view of an order (finance screens). */
export interface PaymentOrderView extends PublicPaymentOrder {
  id: string;
  advertiser_id: string;
  company_id: string;
  payment_url: string;
  gateway: string;
  refunded_at: string | null;
  chargedback_at: string | null;
  updated_at: string;
}
