import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0071 (issue 31, docs/help-support.md): a company's support requests and their thread. */
export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  createdByUserId: uuid('created_by_user_id').notNull(),
  topic: text('topic').notNull(),
  subject: text('subject').notNull(),
  advertiserId: uuid('advertiser_id'),
  campaignId: uuid('campaign_id'),
  paymentOrderId: uuid('payment_order_id'),
  status: text('status', { enum: ['open', 'in_progress', 'waiting_user', 'closed'] })
    .notNull()
    .default('open'),
  attachmentKey: text('attachment_key'),
  attachmentName: text('attachment_name'),
  attachmentType: text('attachment_type'),
  attachmentSize: integer('attachment_size'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type SupportRequestRow = typeof supportRequests.$inferSelect;

export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id').notNull(),
  authorUserId: uuid('author_user_id').notNull(),
  fromStaff: boolean('from_staff').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type SupportMessageRow = typeof supportMessages.$inferSelect;
