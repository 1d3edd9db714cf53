import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const platforms = ['google_ads', 'meta', 'spotify'] as const;
const purposes = ['youtube_channel', 'facebook_page', 'ads_account_read'] as const;

/** One account or asset a connection's token reaches (a YouTube channel, a Google Ads customer). */
export interface ConnectedAccount {
  id: string;
  name: string;
  kind: 'youtube_channel' | 'google_ads_customer' | 'facebook_page' | 'instagram_account' | 'ad_account';
}

/** Migration 0052: an advertiser's OAuth connection to a platform (issue 27, docs/channels-connections.md). */
export const channelConnections = pgTable('channel_connections', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  platform: text('platform', { enum: platforms }).notNull(),
  purpose: text('purpose', { enum: purposes }).notNull(),
  externalAccountId: text('external_account_id').notNull(),
  displayName: text('display_name').notNull(),
  accounts: jsonb('accounts').$type<ConnectedAccount[]>().notNull().default([]),
  scopes: text('scopes').array().notNull().default([]),
  /** Sealed (createSecretBox(TRACKING_SECRET, 'channel-tokens')): never the token itself. */
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  expiresAt: ts('expires_at'),
  status: text('status', { enum: ['active', 'reconnect', 'disconnected'] })
    .notNull()
    .default('active'),
  statusReason: text('status_reason'),
  connectedByUserId: uuid('connected_by_user_id').notNull(),
  connectedAt: ts('connected_at').notNull(),
  disconnectedAt: ts('disconnected_at'),
  disconnectedByUserId: uuid('disconnected_by_user_id'),
  lastRefreshedAt: ts('last_refreshed_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ChannelConnectionRow = typeof channelConnections.$inferSelect;

/** Migration 0052: an authorisation in flight: single use, 10 minutes; only the state's SHA-256 is kept. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifierSealed: text('code_verifier_sealed').notNull(),
  companyId: uuid('company_id').notNull(),
  advertiserId: uuid('advertiser_id').notNull(),
  userId: uuid('user_id').notNull(),
  platform: text('platform', { enum: platforms }).notNull(),
  purpose: text('purpose', { enum: purposes }).notNull(),
  returnPath: text('return_path').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
export type OauthStateRow = typeof oauthStates.$inferSelect;
