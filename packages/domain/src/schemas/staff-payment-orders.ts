import { z } from '../zod';
import { currencies } from '../formats';
import { paymentOrderStatuses } from '../payments/order-status';
import {
  dateRangeInOrder,
  dateRangeOrderMessage,
  dateRangeQuerySchema,
  limits,
  pageQuerySchema,
} from './common';
import { paymentMethods } from './payment-orders';
import { text } from './text';

/** `GET staff/payment-orders`: every company's orders, filtered by status and method, searched by text. */
export const listStaffPaymentOrdersQuerySchema = pageQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend({
    status: z.enum(paymentOrderStatuses).optional(),
    method: z.enum(paymentMethods).optional(),
    /** The order's code (`PED-7K3Q9X`), company trade or legal name, advertiser name or display name, or the public id. */
    search: text().trim().max(limits.name).optional(),
  })
  .refine(dateRangeInOrder, dateRangeOrderMessage);
export type ListStaffPaymentOrdersQuery = z.output<typeof listStaffPaymentOrdersQuerySchema>;

/** One row of the staff's payments back office, with the actions the order allows right now. */
/* eslint-disable no-restricted-syntax -- an answer the server writes, not input */
export const staffPaymentOrderSchema = z.object({
  id: z.string(),
  public_id: z.string(),
  /** The short human code (`PED-7K3Q9X`, domain payments/order-code.ts). */
  code: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  advertiser: z.object({ id: z.string(), name: z.string(), display_name: z.string() }),
  /** Integer minor units of `currency`, as a string (DESIGN §5). */
  amount: z.string(),
  currency: z.enum(currencies),
  method: z.enum(paymentMethods),
  status: z.enum(paymentOrderStatuses),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  can_confirm_deposit: z.boolean(),
  can_refund: z.boolean(),
  /** A refund staff sent back by hand (live mode) waits for their confirmation. */
  can_confirm_refund: z.boolean(),
});
/* eslint-enable no-restricted-syntax */
export type StaffPaymentOrder = z.output<typeof staffPaymentOrderSchema>;
