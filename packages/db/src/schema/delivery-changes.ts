import { bigserial, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Migration 0035: campaigns noted by triggers when a change may change what they bid (the live feed). */
export const deliveryChanges = pgTable('delivery_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaignId: uuid('campaign_id').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
