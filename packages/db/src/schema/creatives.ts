import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0023_creatives.sql. */
export const creativeAssets = pgTable('creative_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  kind: text('kind', { enum: ['image', 'video', 'audio'] }).notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  width: integer('width'),
  height: integer('height'),
  durationMs: integer('duration_ms'),
  originalName: text('original_name').notNull().default(''),
  blobKey: text('blob_key').notNull(),
  fileToken: text('file_token').notNull(),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type CreativeAssetRow = typeof creativeAssets.$inferSelect;

/** The search ad block as stored (jsonb), the shape of the domain's SearchAd. */
export interface StoredSearchAd {
  final_url: string;
  path1: string | null;
  path2: string | null;
  titles: string[];
  descriptions: string[];
  sitelinks: { text: string; final_url: string; description1: string | null; description2: string | null }[];
  callouts: string[];
  keywords: string[];
}

export const creatives = pgTable('creatives', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  name: text('name').notNull(),
  format: text('format', {
    enum: ['DISPLAY', 'NATIVE_DISPLAY', 'DISPLAY_VIDEO', 'PUSH', 'SEARCH', 'YOUTUBE', 'AUDIO'],
  }).notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  rejectionReason: text('rejection_reason'),
  requiresCertification: boolean('requires_certification').notNull().default(false),
  errorCode: text('error_code'),
  assetId: uuid('asset_id'),
  width: integer('width'),
  height: integer('height'),
  title: text('title'),
  body: text('body'),
  callToAction: text('call_to_action'),
  destinationUrl: text('destination_url'),
  displayUrl: text('display_url'),
  headline: text('headline'),
  sponsoredBy: text('sponsored_by'),
  search: jsonb('search').$type<StoredSearchAd>(),
  /** YOUTUBE: the video on the advertiser's connected channel (migration 0057). */
  youtubeVideoId: text('youtube_video_id'),
  /** AUDIO: the 640×640 companion image Spotify shows while the audio plays (migration 0064). */
  companionAssetId: uuid('companion_asset_id'),
  reviewedByUserId: uuid('reviewed_by_user_id'),
  reviewedAt: ts('reviewed_at'),
  archivedAt: ts('archived_at'),
  createdByUserId: uuid('created_by_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type CreativeRow = typeof creatives.$inferSelect;
