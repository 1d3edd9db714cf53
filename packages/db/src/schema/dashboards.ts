import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0067_dashboards.sql. */
export const dashboards = pgTable('dashboards', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  range: jsonb('range').$type<Record<string, unknown>>().notNull(),
  widgets: jsonb('widgets').$type<Record<string, unknown>[]>().notNull().default([]),
  createdByUserId: uuid('created_by_user_id').notNull(),
  requestId: uuid('request_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type DashboardRow = typeof dashboards.$inferSelect;

export const dashboardRequests = pgTable('dashboard_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  requesterUserId: uuid('requester_user_id').notNull(),
  advertiserId: uuid('advertiser_id'),
  description: text('description').notNull(),
  status: text('status').$type<'open' | 'done'>().notNull().default('open'),
  dashboardId: uuid('dashboard_id'),
  doneByUserId: uuid('done_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  doneAt: ts('done_at'),
});
export type DashboardRequestRow = typeof dashboardRequests.$inferSelect;
