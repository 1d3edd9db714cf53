import { bigint, date, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const count = (name: string) => bigint(name, { mode: 'number' });

/**
 * Migration 0054: what the platform team recorded as delivered by a MANUAL (managed) campaign per
 * São Paulo day (issue 27, docs/channels-manual.md). Money in micros of the campaign's currency.
 */
export const manualDeliveryDays = pgTable(
  'manual_delivery_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
    companyId: uuid('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null: the whole campaign's day, not one strategy's. */
    strategyId: uuid('strategy_id'),
    impressions: count('impressions').notNull(),
    clicks: count('clicks').notNull(),
    conversions: count('conversions').notNull().default(0),
    videoViews: count('video_views').notNull().default(0),
    costMicros: bigint('cost_micros', { mode: 'bigint' }).notNull(),
    source: text('source', { enum: ['form', 'upload'] }).notNull(),
    fileName: text('file_name'),
    fileSha256: text('file_sha256'),
    note: text('note'),
    recordedByUserId: uuid('recorded_by_user_id').notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [unique('manual_delivery_days_one').on(t.campaignId, t.day, t.strategyId).nullsNotDistinct()],
);
export type ManualDeliveryDayRow = typeof manualDeliveryDays.$inferSelect;
