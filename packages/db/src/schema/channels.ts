import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0049: what a connector created on its platform for one campaign (issue 27). */
export const channelCampaigns = pgTable('channel_campaigns', {
  campaignId: uuid('campaign_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  platform: text('platform', { enum: ['google_ads', 'meta', 'spotify', 'manual'] }).notNull(),
  status: text('status', { enum: ['creating', 'paused', 'active', 'failed', 'removed'] })
    .notNull()
    .default('creating'),
  /** PlatformCampaignRef (packages/core/src/channels/connector.ts). */
  ref: jsonb('ref').$type<Record<string, unknown>>(),
  /** PlatformReview. */
  review: jsonb('review').$type<Record<string, unknown>>(),
  /** PlatformProblem[]. */
  problems: jsonb('problems').$type<Record<string, unknown>[]>().notNull().default([]),
  platformDailyBudgetMicros: bigint('platform_daily_budget_micros', { mode: 'bigint' }),
  dataUntil: ts('data_until'),
  syncedAt: ts('synced_at'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ChannelCampaignRow = typeof channelCampaigns.$inferSelect;
