import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0003_advertisers.sql (and 0036's ad categories). */
export const advertisers = pgTable('advertisers', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  website: text('website').notNull(),
  currency: text('currency', { enum: ['BRL', 'EUR', 'USD'] }).notNull(),
  country: text('country').notNull().default('BR'),
  logoKey: text('logo_key'),
  zipcode: text('zipcode').notNull().default(''),
  street: text('street').notNull().default(''),
  number: text('number').notNull().default(''),
  complement: text('complement').notNull().default(''),
  neighborhood: text('neighborhood').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  billingProfile: text('billing_profile', { enum: ['ADVERTISER', 'COMPANY'] })
    .notNull()
    .default('ADVERTISER'),
  coupon: text('coupon'),
  companyTaxId: text('company_tax_id').notNull().default(''),
  ownerDocument: text('owner_document').notNull(),
  ownerDocumentType: text('owner_document_type', { enum: ['CPF', 'CNPJ'] }).notNull(),
  ownerName: text('owner_name').notNull(),
  ownerBusinessName: text('owner_business_name').notNull().default(''),
  /** IAB Content Taxonomy 3.1 ids, tier 1 or 2 (migration 0036). */
  adCategoryIds: text('ad_category_ids').array().notNull().default([]),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  statusChangedAt: ts('status_changed_at'),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AdvertiserRow = typeof advertisers.$inferSelect;

export const advertiserRemovedCoupons = pgTable(
  'advertiser_removed_coupons',
  {
    advertiserId: uuid('advertiser_id').notNull(),
    coupon: text('coupon').notNull(),
    removedByUserId: uuid('removed_by_user_id'),
    removedAt: ts('removed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.advertiserId, t.coupon] })],
);
