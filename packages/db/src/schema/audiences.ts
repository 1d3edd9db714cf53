import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0025_audience_favorites.sql. */
export const audienceFavorites = pgTable(
  'audience_favorites',
  {
    userId: uuid('user_id').notNull(),
    segmentId: text('segment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.segmentId] })],
);
