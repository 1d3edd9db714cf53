import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { ledgerReservations } from './ledger';

/** Mirrors migrations/0034_delivery_leases.sql (the banker's leases and the spend poster). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const deliveryLeases = pgTable(
  'delivery_leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => ledgerReservations.id),
    bidderId: text('bidder_id').notNull(),
    grantedMicros: bigint('granted_micros', { mode: 'bigint' }).notNull(),
    postedMicros: bigint('posted_micros', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    expiresAt: ts('expires_at').notNull(),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('delivery_leases_open_reservation')
      .on(t.reservationId)
      .where(sql`closed_at IS NULL`),
    index('delivery_leases_open_expiry')
      .on(t.expiresAt)
      .where(sql`closed_at IS NULL`),
    // 0039: the retention's deletes read closed leases oldest first.
    index('delivery_leases_closed')
      .on(t.closedAt)
      .where(sql`closed_at IS NOT NULL`),
  ],
);
export type DeliveryLeaseRow = typeof deliveryLeases.$inferSelect;

export const deliverySpendMinutes = pgTable(
  'delivery_spend_minutes',
  {
    strategyId: uuid('strategy_id').notNull(),
    minute: ts('minute').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    eventMicros: bigint('event_micros', { mode: 'bigint' }).notNull(),
    leasedMicros: bigint('leased_micros', { mode: 'bigint' }).notNull(),
    posted: bigint('posted', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.strategyId, t.minute] }),
    index('delivery_spend_minutes_campaign').on(t.campaignId, t.minute),
  ],
);

export const deliverySpendCursor = pgTable('delivery_spend_cursor', {
  id: boolean('id').primaryKey().default(true),
  postedThrough: ts('posted_through').notNull(),
});
