import { z } from '../zod';
import { text } from '../schemas/text';
import type { RoleSlug } from '../roles';
import { connectionPurposes, type ConnectionPurpose } from './platforms';

/**
 * Advertiser connections by OAuth 2.0 (DESIGN §9, docs/channels-connections.md). Verba buys on its own
 * platform accounts; a connection lends Verba only what a platform requires of the advertiser (the
 * YouTube channel a video is hosted on, the Facebook Page an ad runs under) or, read-only, the
 * advertiser's own ad accounts (statistics and imports).
 */
export const connectionPlatforms = ['google_ads', 'meta', 'spotify'] as const;
export type ConnectionPlatform = (typeof connectionPlatforms)[number];

export const connectionStatuses = ['active', 'reconnect', 'disconnected'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** What each platform can be connected for. Channels I builds Google; Meta and Spotify follow. */
export const purposesOfPlatform: Readonly<Record<ConnectionPlatform, readonly ConnectionPurpose[]>> = {
  google_ads: ['youtube_channel', 'ads_account_read'],
  meta: ['facebook_page', 'ads_account_read'],
  spotify: ['ads_account_read'],
};

/** Platforms whose OAuth flow is built (the others answer CHANNEL_PLATFORM_UNAVAILABLE). */
export const connectablePlatforms: readonly ConnectionPlatform[] = ['google_ads', 'meta', 'spotify'];

/** The SPA page each platform's authorisation server sends the browser back to (spec §2). */
export const oauthRedirectPaths: Readonly<Record<ConnectionPlatform, string>> = {
  google_ads: '/google-oauth-redirect',
  meta: '/meta-oauth-redirect',
  spotify: '/spotify-oauth-redirect',
};

/** An authorisation must come back within this many minutes, once. */
export const oauthStateMinutes = 10;

/**
 * Who may connect what (README "Roles"; DESIGN §7: `user` manages advertisers and campaigns):
 * - an identity a campaign runs under (YouTube channel, Facebook Page): every role, because
 *   publishing the campaigns the user manages needs it;
 * - read access to the advertiser's own ad accounts (`ads_account_read`): `manager` and
 *   `user_manager` only — it lets Verba read the advertiser's spend and campaigns on the platform,
 *   a decision for whoever administers the company.
 */
export function canConnect(role: RoleSlug, purpose: ConnectionPurpose): boolean {
  if (purpose === 'ads_account_read') return role === 'manager' || role === 'user_manager';
  return true;
}

/**
 * Who may disconnect: `manager` and `user_manager` any connection of the company; a `user` only the
 * connections they made (and only of purposes they may connect).
 */
export function canDisconnect(role: RoleSlug, purpose: ConnectionPurpose, connectedByThem: boolean): boolean {
  if (role === 'manager' || role === 'user_manager') return true;
  return connectedByThem && canConnect(role, purpose);
}

/**
 * Where to send the browser after the flow: a path inside the SPA only (never another origin, so the
 * redirect page cannot be turned into an open redirect).
 */
export function safeReturnPath(path: string | undefined, fallback: string): string {
  if (!path) return fallback;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  return path.length > 500 ? fallback : path;
}

/** POST advertisers/{id}/connections. */
export const startConnectionSchema = z.strictObject({
  platform: z.enum(connectionPlatforms),
  purpose: z.enum(connectionPurposes),
  /** Where the SPA returns once the flow ends; a path inside Verba. */
  return_path: text().max(500).optional(),
});
export type StartConnectionBody = z.infer<typeof startConnectionSchema>;

/** POST connections/complete: the query the platform sent the browser back with, as it came. */
export const completeConnectionSchema = z.strictObject({
  platform: z.enum(connectionPlatforms),
  parameters: z.record(text().max(100), text().max(4000)),
});
export type CompleteConnectionBody = z.infer<typeof completeConnectionSchema>;
