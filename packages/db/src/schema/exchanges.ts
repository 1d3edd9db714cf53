import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0040_exchanges.sql (the exchange registry, issue 25). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const exchanges = pgTable('exchanges', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  openrtbVersion: text('openrtb_version', { enum: ['2.5', '2.6'] }).notNull(),
  seatIds: text('seat_ids').array().notNull().default([]),
  currency: text('currency', { enum: ['BRL', 'USD', 'EUR'] }).notNull(),
  authMethod: text('auth_method', {
    enum: ['path_secret', 'signed_header', 'source_address', 'tls_client_cert'],
  }).notNull(),
  /** SHA-256 hex of a path secret (only compared). */
  secretHash: text('secret_hash'),
  /** A signed-header secret, sealed (AES-256-GCM): the bidder must know it to verify an HMAC. */
  secretSealed: text('secret_sealed'),
  secretIssuedAt: ts('secret_issued_at'),
  allowedCidrs: text('allowed_cidrs').array().notNull().default([]),
  tlsFingerprint: text('tls_fingerprint'),
  noticeWindowSeconds: integer('notice_window_seconds').notNull(),
  billing: text('billing', { enum: ['burl', 'nurl', 'report'] }).notNull(),
  status: text('status', { enum: ['active', 'paused'] })
    .notNull()
    .default('active'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ExchangeRow = typeof exchanges.$inferSelect;
