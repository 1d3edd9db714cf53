import { connectionPlatforms, connectionPurposes, connectionStatuses, z } from '@verba/domain';

const account = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['youtube_channel', 'google_ads_customer', 'facebook_page', 'ad_account']),
});

/** One connection as its company sees it: never a token. */
export const connectionResponse = z
  .object({
    id: z.string(),
    advertiser_id: z.string(),
    platform: z.enum(connectionPlatforms),
    purpose: z.enum(connectionPurposes),
    external_account_id: z.string().describe('The YouTube channel id, or the first Google Ads customer id.'),
    display_name: z.string(),
    accounts: z.array(account).describe('Everything the grant reaches.'),
    scopes: z.array(z.string()),
    status: z.enum(connectionStatuses),
    status_reason: z.string().nullable().describe('Why it needs reconnecting (the platform’s OAuth error).'),
    expires_at: z.string().nullable(),
    connected_at: z.string(),
    connected_by: z.object({ id: z.string(), name: z.string() }).nullable(),
    disconnected_at: z.string().nullable(),
    used_by: z.array(
      z.object({
        feature: z.enum([
          'youtube_campaigns',
          'campaign_import',
          'platform_statistics',
          'facebook_campaigns',
        ]),
        campaigns: z.array(z.object({ id: z.string(), name: z.string().nullable(), status: z.string() })),
      }),
    ),
    can_disconnect: z.boolean(),
  })
  .describe('An advertiser’s OAuth connection to a platform (docs/channels-connections.md).');

export const connectionListResponse = z.object({
  connections: z.array(connectionResponse),
  history: z.array(connectionResponse).describe('The last disconnected ones.'),
  options: z.array(
    z.object({
      platform: z.enum(connectionPlatforms),
      purpose: z.enum(connectionPurposes),
      allowed: z.boolean(),
    }),
  ),
});

export const startConnectionResponse = z.object({
  authorization_url: z.string().describe('Send the browser here: the platform’s consent page.'),
  expires_at: z.string().describe('The authorisation must come back before this instant.'),
});

export const completeConnectionResponse = z.object({
  connection: connectionResponse,
  return_path: z.string().describe('Where the SPA goes next (the page the user started from).'),
});

/** The uploads of the advertiser's connected YouTube channel (what a YOUTUBE ad's video may be). */
export const youtubeVideosResponse = z.object({
  channel: z.object({ id: z.string(), name: z.string() }),
  videos: z.array(
    z.object({
      video_id: z.string(),
      title: z.string(),
      published_at: z.string().nullable(),
      thumbnail_url: z.string().nullable(),
    }),
  ),
});
