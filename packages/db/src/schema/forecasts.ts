import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0068_campaign_forecasts.sql: a campaign's forecast at its latest publish. */
export const campaignForecasts = pgTable('campaign_forecasts', {
  campaignId: uuid('campaign_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  estimatedImpressions: bigint('estimated_impressions', { mode: 'number' }).notNull(),
  estimatedReach: bigint('estimated_reach', { mode: 'number' }).notNull(),
  model: text('model').notNull(),
  estimatedAt: timestamp('estimated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
