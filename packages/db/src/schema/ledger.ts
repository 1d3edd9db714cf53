import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0002_ledger.sql. Balances are only changed through the ledger use cases. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ledgerAccountTypes = [
  'advertiser_wallet',
  'company_wallet',
  'campaign_reservation',
  'gateway_clearing',
  'payout_in_transit',
  'platform_revenue',
  'fees',
  'bonus_expense',
  'chargeback_receivable',
  'bank',
  // Agency cashback waiting for its payment to settle (migration 0016).
  'cashback_hold',
  // What Verba absorbs when a channel's platform spends beyond the reservation (migration 0050).
  'platform_overdelivery',
] as const;
export type LedgerAccountType = (typeof ledgerAccountTypes)[number];

export const ledgerTransferKinds = [
  'payment_credit',
  'bonus_credit',
  'bonus_reversal',
  'cashback_release',
  'symbolic_credit',
  'reservation',
  'spend',
  'release',
  'withdrawal',
  'withdrawal_fee',
  'payout_settlement',
  'failed_transfer_fund',
  'refund',
  'chargeback',
  'chargeback_recovery',
  'checkout',
  'adjustment',
  // Channel platform cost beyond the reservation, and days restated downwards (migration 0050).
  'overdelivery',
  'overdelivery_reversal',
  'spend_reversal',
] as const;
export type LedgerTransferKind = (typeof ledgerTransferKinds)[number];

const ledgerCurrencies = ['BRL', 'EUR', 'USD'] as const;

/** Account types; `external` ones may go negative and cache no balance (migration 0009). */
export const ledgerAccountTypeRows = pgTable(
  'ledger_account_types',
  {
    type: text('type', { enum: ledgerAccountTypes }).primaryKey(),
    external: boolean('external').notNull(),
  },
  (t) => [unique().on(t.type, t.external)],
);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ledgerAccountTypes }).notNull(),
    ownerType: text('owner_type'),
    ownerId: text('owner_id'),
    currency: text('currency', { enum: ledgerCurrencies }).notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    // Null for external accounts (migration 0009): they cache no balance.
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_identity').on(t.type, t.ownerType, t.ownerId, t.currency).nullsNotDistinct(),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    fromAccountId: uuid('from_account_id').notNull(),
    toAccountId: uuid('to_account_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: ledgerCurrencies }).notNull(),
    kind: text('kind', { enum: ledgerTransferKinds }).notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_from').on(t.fromAccountId, t.id),
    index('ledger_transfers_to').on(t.toAccountId, t.id),
  ],
);

export const ledgerReservations = pgTable(
  'ledger_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    accountId: uuid('account_id').notNull(),
    walletAccountId: uuid('wallet_account_id').notNull(),
    currency: text('currency', { enum: ledgerCurrencies }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    posted: bigint('posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    released: bigint('released', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [index('ledger_reservations_reference').on(t.referenceType, t.referenceId)],
);
