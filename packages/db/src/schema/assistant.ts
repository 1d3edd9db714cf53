import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0069_assistant.sql: one message of a user's conversation. */
export const assistantMessages = pgTable('assistant_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  role: text('role', { enum: ['user', 'assistant'] }).notNull(),
  content: text('content').notNull(),
  parts: jsonb('parts').$type<unknown[]>().notNull().default([]),
  provider: text('provider'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;

/** A change the assistant proposed; it runs once, on its user's confirmation. */
export const assistantProposals = pgTable('assistant_proposals', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').notNull(),
  input: jsonb('input').$type<Record<string, unknown>>().notNull(),
  diff: jsonb('diff').$type<Record<string, unknown>>().notNull(),
  requiredAmount: bigint('required_amount', { mode: 'bigint' }),
  status: text('status', { enum: ['pending', 'running', 'done', 'failed', 'canceled'] })
    .notNull()
    .default('pending'),
  result: jsonb('result').$type<Record<string, unknown>>(),
  createdAt: ts('created_at').notNull().defaultNow(),
  confirmedAt: ts('confirmed_at'),
});
export type AssistantProposalRow = typeof assistantProposals.$inferSelect;
