import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

const campaignTypeValues = [
  'PROGRAMMATIC',
  'MANUAL',
  'NATIVE',
  'NATIVE_CONTEXTUAL',
  'NATIVE_OPEN',
  'PUSH',
  'SEARCH',
  'YOUTUBE',
  'META_ADS',
  'AUDIO',
] as const;
const campaignStatusValues = [
  'active',
  'inactive',
  'finished',
  'paused',
  'draft',
  'pending',
  'error',
  'failed',
] as const;
const childStatusValues = ['active', 'paused', 'inactive'] as const;

/** A META_ADS campaign's Meta fields as stored (migration 0072; domain `MetaSettings`). */
export interface StoredMetaSettings {
  placements?: string[] | null;
  page_id?: string | null;
  instagram_user_id?: string | null;
  primary_text?: string | null;
  headline?: string | null;
  call_to_action?: string | null;
}

/** Mirrors migrations/0030_campaigns.sql. */
export const campaigns = pgTable('campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  name: text('name'),
  type: text('type', { enum: campaignTypeValues }).notNull(),
  objective: text('objective', { enum: ['IMPRESSION', 'CONVERSION', 'RETARGETING'] }),
  currency: text('currency', { enum: ['BRL', 'EUR', 'USD'] }).notNull(),
  budget: money('budget'),
  dailyBudget: money('daily_budget'),
  startDate: day('start_date'),
  endDate: day('end_date'),
  pixelGroupId: uuid('pixel_group_id'),
  status: text('status', { enum: campaignStatusValues }).notNull().default('draft'),
  wizardStep: text('wizard_step'),
  rejectionReason: text('rejection_reason'),
  submittedAt: ts('submitted_at'),
  reviewedByUserId: uuid('reviewed_by_user_id'),
  reviewedAt: ts('reviewed_at'),
  reservationId: uuid('reservation_id'),
  pausedAt: ts('paused_at'),
  finishedAt: ts('finished_at'),
  consolidationDueAt: ts('consolidation_due_at'),
  consolidatedAt: ts('consolidated_at'),
  automaticChecks: jsonb('automatic_checks').$type<StoredAutomaticCheck[]>(),
  /** META_ADS (migration 0072): the wizard's Meta fields (domain metaSettingsSchema); null otherwise. */
  metaSettings: jsonb('meta_settings').$type<StoredMetaSettings>(),
  automaticChecksAt: ts('automatic_checks_at'),
  version: integer('version').notNull().default(1),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
export type CampaignRow = typeof campaigns.$inferSelect;

export const campaignCreatives = pgTable(
  'campaign_creatives',
  {
    campaignId: uuid('campaign_id').notNull(),
    creativeId: uuid('creative_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.creativeId] })],
);

export const campaignGroups = pgTable('campaign_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  campaignId: uuid('campaign_id').notNull(),
  name: text('name'),
  goal: text('goal'),
  startDate: day('start_date'),
  endDate: day('end_date'),
  budget: money('budget'),
  status: text('status', { enum: childStatusValues }).notNull().default('active'),
  position: smallint('position').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
export type CampaignGroupRow = typeof campaignGroups.$inferSelect;

/** The targeting lists of a strategy as stored (jsonb), the domain's StrategyDraft field names. */
export interface StoredStrategyTargeting {
  audience_ids?: string[];
  locations?: unknown[];
  browsers?: string[];
  devices?: string[];
  environments?: string[];
  genders?: string[];
  age_ranges?: string[];
  list_ids?: string[];
  content_category_ids?: string[];
  /** SEARCH strategies only (issue 26). */
  keywords?: { text: string; match_type: 'BROAD' | 'PHRASE' | 'EXACT'; negative?: boolean }[];
  /** AUDIO strategies only (issue 28): Spotify genre ids. */
  genre_ids?: string[];
}

export const campaignStrategies = pgTable('campaign_strategies', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  campaignId: uuid('campaign_id').notNull(),
  groupId: uuid('group_id').notNull(),
  name: text('name'),
  budget: money('budget'),
  status: text('status', { enum: childStatusValues }).notNull().default('active'),
  activeBeforeGroupPause: boolean('active_before_group_pause').notNull().default(false),
  targeting: jsonb('targeting').$type<StoredStrategyTargeting>().notNull().default({}),
  bidType: text('bid_type', { enum: ['CPM', 'CPC', 'CPV'] }),
  bidAmount: money('bid_amount'),
  frequencyCapCount: integer('frequency_cap_count'),
  frequencyCapPeriod: integer('frequency_cap_period'),
  frequencyCapUnit: text('frequency_cap_unit', { enum: ['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS'] }),
  position: smallint('position').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
export type CampaignStrategyRow = typeof campaignStrategies.$inferSelect;

/** One finding of a campaign's automatic review checks (migration 0031, campaigns.automatic_checks). */
export interface StoredAutomaticCheck {
  code: string;
  values: Record<string, string>;
}

/** Mirrors migrations/0031_campaign_review.sql. */
export const campaignRequests = pgTable('campaign_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  createdByUserId: uuid('created_by_user_id').notNull(),
  name: text('name').notNull(),
  budget: money('budget').notNull(),
  currency: text('currency', { enum: ['BRL', 'EUR', 'USD'] }).notNull(),
  startDate: day('start_date').notNull(),
  endDate: day('end_date'),
  objective: text('objective', { enum: ['IMPRESSION', 'CONVERSION', 'RETARGETING'] }).notNull(),
  channels: text('channels').array().notNull(),
  notes: text('notes').notNull().default(''),
  status: text('status', { enum: ['open', 'handled'] })
    .notNull()
    .default('open'),
  handledByUserId: uuid('handled_by_user_id'),
  handledAt: ts('handled_at'),
  campaignId: uuid('campaign_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type CampaignRequestRow = typeof campaignRequests.$inferSelect;
