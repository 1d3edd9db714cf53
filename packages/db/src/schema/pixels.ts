import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0024_pixels.sql. */
export const pixelGroups = pgTable('pixel_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  name: text('name').notNull(),
  status: text('status', { enum: ['pending', 'active', 'rejected'] })
    .notNull()
    .default('pending'),
  rejectionReason: text('rejection_reason'),
  decidedByUserId: uuid('decided_by_user_id'),
  decidedAt: ts('decided_at'),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type PixelGroupRow = typeof pixelGroups.$inferSelect;

export const pixelRules = pgTable('pixel_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  groupId: uuid('group_id').notNull(),
  name: text('name').notNull(),
  eventName: text('event_name').notNull(),
  eventLabel: text('event_label').notNull().default(''),
  objective: text('objective', { enum: ['IMPRESSION', 'CONVERSION', 'RETARGETING'] }).notNull(),
  value: bigint('value', { mode: 'number' }),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type PixelRuleRow = typeof pixelRules.$inferSelect;

export const pixelEvents = pgTable('pixel_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  ruleId: uuid('rule_id').notNull(),
  groupId: uuid('group_id').notNull(),
  occurredAt: ts('occurred_at').notNull().defaultNow(),
  pageUrl: text('page_url').notNull().default(''),
  referrer: text('referrer').notNull().default(''),
  visitorId: text('visitor_id'),
  value: bigint('value', { mode: 'number' }),
});
