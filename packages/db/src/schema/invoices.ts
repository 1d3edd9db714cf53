import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const invoiceStatusValues = ['created', 'pending', 'waiting', 'issued', 'error', 'rejected', 'canceled'] as const;

/** Mirrors migrations/0006_invoices.sql. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    paymentOrderId: uuid('payment_order_id').notNull().unique(),
    advertiserId: uuid('advertiser_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: ['BRL', 'EUR', 'USD'] }).notNull(),
    status: text('status', { enum: invoiceStatusValues }).notNull().default('created'),
    issuer: text('issuer').notNull(),
    paidAt: ts('paid_at').notNull(),
    scheduledFor: ts('scheduled_for').notNull(),
    requestedAt: ts('requested_at'),
    requestedByUserId: uuid('requested_by_user_id'),
    number: bigint('number', { mode: 'bigint' }),
    verificationCode: text('verification_code'),
    issuedAt: ts('issued_at'),
    documentKey: text('document_key'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    canceledAt: ts('canceled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_company_created').on(t.companyId, t.createdAt, t.id),
    index('invoices_company_status_created_id').on(t.companyId, t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('invoices_company_number').on(t.companyId, t.number).where(sql`number IS NOT NULL`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

export const nfseNumberSequences = pgTable('nfse_number_sequences', {
  companyId: uuid('company_id').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'bigint' }).notNull(),
});

export const nfseDocuments = pgTable('nfse_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  number: bigint('number', { mode: 'bigint' }).notNull(),
  rps: text('rps').notNull().unique(),
  verificationCode: text('verification_code').notNull(),
  issuedAt: ts('issued_at').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
});
export type NfseDocumentRow = typeof nfseDocuments.$inferSelect;
