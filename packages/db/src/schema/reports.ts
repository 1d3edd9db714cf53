import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface SavedReportSchedule {
  frequency: 'daily' | 'weekly' | 'monthly';
  /** Ids of users of the company (their addresses at send time). */
  recipients: string[];
  format: 'csv' | 'csv_excel' | 'xlsx';
}

/** Mirrors migrations/0066_reports_saved_exports.sql. */
export const savedReports = pgTable('saved_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  ownerUserId: uuid('owner_user_id').notNull(),
  name: text('name').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  shared: boolean('shared').notNull().default(false),
  linkSecretHash: text('link_secret_hash'),
  linkSecretSealed: text('link_secret_sealed'),
  linkCreatedAt: ts('link_created_at'),
  schedule: jsonb('schedule').$type<SavedReportSchedule>(),
  scheduleNextRunAt: ts('schedule_next_run_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type SavedReportRow = typeof savedReports.$inferSelect;

export const reportExports = pgTable('report_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id'),
  savedReportId: uuid('saved_report_id'),
  kind: text('kind', { enum: ['download', 'email'] }).notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  format: text('format', { enum: ['csv', 'csv_excel', 'xlsx'] }).notNull(),
  language: text('language').notNull(),
  recipients: text('recipients').array().notNull().default([]),
  status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
    .notNull()
    .default('pending'),
  rowsWritten: integer('rows_written').notNull().default(0),
  totalRows: integer('total_rows'),
  blobKey: text('blob_key'),
  byteSize: bigint('byte_size', { mode: 'number' }),
  error: text('error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
  expiresAt: ts('expires_at').notNull(),
});
export type ReportExportRow = typeof reportExports.$inferSelect;
