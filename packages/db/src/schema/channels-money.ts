import { bigint, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Migration 0050: a channel campaign's platform cost per São Paulo day and what the ledger booked of
 * it (charged to the reservation + over-delivery = floor(cost micros / 10 000)). Changed only by
 * postChannelDaySpend, in the same transaction as the transfers.
 */
export const channelSpendDays = pgTable(
  'channel_spend_days',
  {
    campaignId: uuid('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: ['BRL', 'EUR', 'USD'] }).notNull(),
    platformCostMicros: bigint('platform_cost_micros', { mode: 'bigint' }).notNull().default(0n),
    charged: bigint('charged', { mode: 'bigint' }).notNull().default(0n),
    overdelivered: bigint('overdelivered', { mode: 'bigint' }).notNull().default(0n),
    revision: integer('revision').notNull().default(0),
    source: text('source').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);
export type ChannelSpendDayRow = typeof channelSpendDays.$inferSelect;
