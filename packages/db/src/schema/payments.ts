import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const paymentMethodValues = ['CREDIT_CARD', 'BOLETO', 'PIX', 'PAYPAL', 'DEPOSIT'] as const;
const paymentStatusValues = [
  'pending',
  'waiting_payment',
  'processing',
  'authorized',
  'paid',
  'pending_refund',
  'refunded',
  'chargedback',
  'refused',
  'expired',
  'canceled',
] as const;

/** Mirrors migrations/0004_payments.sql. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    companyId: uuid('company_id').notNull(),
    advertiserId: uuid('advertiser_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: ['BRL', 'EUR', 'USD'] }).notNull(),
    method: text('method', { enum: paymentMethodValues }).notNull(),
    status: text('status', { enum: paymentStatusValues }).notNull().default('waiting_payment'),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    instructions: jsonb('instructions').$type<Record<string, unknown>>().notNull().default({}),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiry: text('card_expiry'),
    cardAttemptUntil: ts('card_attempt_until'),
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
    chargedbackAt: ts('chargedback_at'),
    createdByUserId: uuid('created_by_user_id'),
    confirmedByUserId: uuid('confirmed_by_user_id'),
    retryOf: uuid('retry_of').unique(),
    /** 0027: the order's sequential number, behind its code `PED-…` (domain payments/order-code.ts). */
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_company_created_id').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('payment_orders_advertiser_created').on(t.advertiserId, t.createdAt),
    uniqueIndex('payment_orders_number').on(t.number),
    /** 0028: a dynamic Pix charge's location id → its order. */
    uniqueIndex('payment_orders_pix_location')
      .on(sql`(${t.instructions} ->> 'location_id')`)
      .where(sql`method = 'PIX' AND instructions ->> 'location_id' IS NOT NULL`),
  ],
);
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export const paymentGatewayEvents = pgTable(
  'payment_gateway_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id'),
    type: text('type').notNull(),
    outcome: text('outcome', { enum: ['applied', 'ignored', 'unknown_order'] }).notNull(),
    statusBefore: text('status_before'),
    statusAfter: text('status_after'),
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);
