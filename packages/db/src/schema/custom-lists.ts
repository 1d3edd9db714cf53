import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0026_custom_lists.sql. */
export const customLists = pgTable('custom_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  type: text('type', {
    enum: ['BLACKLIST', 'WISHLIST', 'SITE_LIST', 'APP_LIST', 'EMAIL_AUDIENCE'],
  }).notNull(),
  entryKind: text('entry_kind', { enum: ['domain', 'app', 'email'] }).notNull(),
  name: text('name').notNull(),
  entryCount: integer('entry_count').notNull().default(0),
  lastImport: jsonb('last_import'),
  lastImportError: text('last_import_error'),
  lastImportErrorParams: jsonb('last_import_error_params'),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type CustomListRow = typeof customLists.$inferSelect;

export const customListEntries = pgTable(
  'custom_list_entries',
  {
    listId: uuid('list_id').notNull(),
    value: text('value').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.value] })],
);
