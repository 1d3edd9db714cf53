import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0017_company_document_unique.sql. */
export const companyDocumentChangeRequests = pgTable('company_document_change_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  currentDocument: text('current_document').notNull(),
  document: text('document').notNull(),
  documentType: text('document_type', { enum: ['CPF', 'CNPJ'] }).notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  requestedByUserId: uuid('requested_by_user_id').notNull(),
  requestedAt: ts('requested_at').notNull(),
  decidedByUserId: uuid('decided_by_user_id'),
  decidedAt: ts('decided_at'),
  decisionNote: text('decision_note'),
});
export type CompanyDocumentChangeRequestRow = typeof companyDocumentChangeRequests.$inferSelect;

export const companyAccessRequests = pgTable('company_access_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  email: text('email').notNull(),
  ip: text('ip'),
  requestedAt: ts('requested_at').notNull(),
});
