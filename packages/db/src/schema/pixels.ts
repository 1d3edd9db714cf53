import { bigint, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  /** 0041: a hit worth more (minor units) is refused. */
  maxValue: bigint('max_value', { mode: 'number' }).notNull().default(1_000_000),
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
  /** Migration 0072 (Meta Conversions API): the consent passed with the hit; hashes only with consent. */
  consent: text('consent', { enum: ['granted', 'denied'] }),
  emailSha256: text('email_sha256'),
  phoneSha256: text('phone_sha256'),
  userAgent: text('user_agent'),
  metaSentAt: ts('meta_sent_at'),
});

/** Mirrors migrations/0041_pixel_value_caps.sql: refused hits per rule, São Paulo day and reason. */
export const pixelRefusals = pgTable(
  'pixel_refusals',
  {
    ruleId: uuid('rule_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason', {
      enum: ['value_over_cap', 'visitor_rate_limited', 'rate_limited', 'unbilled_touch'],
    }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.day, t.reason] })],
);
