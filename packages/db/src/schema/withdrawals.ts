import { bigint, boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0005_bank_accounts_withdrawals.sql. */
export const bankAccounts = pgTable('bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  bankCode: text('bank_code').notNull(),
  agency: text('agency').notNull(),
  agencyDigit: text('agency_digit').notNull().default(''),
  account: text('account').notNull(),
  accountDigit: text('account_digit').notNull(),
  type: text('type', { enum: ['current', 'savings'] }).notNull(),
  category: text('category', { enum: ['legal_entity'] }).notNull().default('legal_entity'),
  holderDocument: text('holder_document').notNull(),
  holderName: text('holder_name').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** A copy of the bank account a withdrawal was sent to (withdrawals.destination). */
export interface WithdrawalDestinationRecord {
  bank_code: string;
  bank_name: string;
  agency: string;
  agency_digit: string;
  account: string;
  account_digit: string;
  type: 'current' | 'savings';
  holder_document: string;
}

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    bankAccountId: uuid('bank_account_id'),
    destination: jsonb('destination').$type<WithdrawalDestinationRecord>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: ['BRL'] }).notNull().default('BRL'),
    status: text('status', { enum: ['requested', 'processing', 'paid', 'failed'] }).notNull().default('requested'),
    /** YYYY-MM-DD (São Paulo business day). */
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    rail: text('rail').notNull(),
    railReference: text('rail_reference'),
    failureReason: text('failure_reason'),
    requestedByUserId: uuid('requested_by_user_id'),
    requestedAt: ts('requested_at').notNull(),
    processingAt: ts('processing_at'),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_company_requested').on(t.companyId, t.requestedAt, t.id),
    index('withdrawals_company_status_requested_id').on(t.companyId, t.status, t.requestedAt.desc(), t.id.desc()),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;
