import * as oauth from 'oauth4webapi';
import type { ConnectedAccount } from '@verba/db';
import { localeOf, type ConnectionPurpose } from '@verba/domain';
import type { Deps } from '../../../deps';
import { fail } from '../../../errors';
import { platformFetch } from '../../http/platform-fetch';
import type { OAuthProvider } from '../oauth-provider';
import {
  googleLiveEndpoints,
  googleSandboxCredentials,
  googleSandboxEndpoints,
  googleSandboxSecret,
  googleSandboxSettings,
} from '../../google-ads/sandbox/index';

/**
 * Google as an OAuth 2.0 authorisation server for advertiser connections (Google Identity,
 * "OAuth 2.0 for Web Server Applications": authorization code + PKCE S256 + state; offline access so
 * a refresh token is issued; consent asked every time so a reconnect gets a fresh refresh token).
 *
 * Scopes: a YouTube channel is read with youtube.readonly (Verba only needs to know the channel and
 * its videos). Google Ads has ONE scope, `adwords`, which also allows changes: Google offers no
 * read-only scope. Verba only ever reads with it (listAccessibleCustomers, GAQL reports): no code
 * path sends a mutate with an advertiser's connection (docs/channels-connections.md).
 */
export const googleScopes: Readonly<Record<'youtube_channel' | 'ads_account_read', string>> = {
  youtube_channel: 'https://www.googleapis.com/auth/youtube.readonly',
  ads_account_read: 'https://www.googleapis.com/auth/adwords',
};

/** 1234567890 → 123-456-7890, as Google Ads shows customer ids. */
export const formatCustomerId = (id: string) =>
  /^\d{10}$/.test(id) ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;

/**
 * Live: Google's endpoints (the same constants the Google Ads connector uses), the OAuth client
 * advertisers consent to (GOOGLE_OAUTH_CLIENT_ID / _SECRET, else Verba's GOOGLE_ADS_CLIENT_ID /
 * _SECRET) and Verba's developer token. Sandbox: the app's Google sandbox (google-ads/sandbox) with
 * its derived client, or the one at GOOGLE_SANDBOX_URL.
 */
export function googleProvider(deps: Pick<Deps, 'config'>): OAuthProvider {
  const { config } = deps;
  const live = config.channelsMode === 'live';
  let endpoints: ReturnType<typeof googleSandboxEndpoints>;
  let credentials: { clientId: string; clientSecret: string; developerToken: string | undefined };
  if (live) {
    endpoints = googleLiveEndpoints;
    const clientId = config.googleConnections.clientId ?? config.googleAds?.clientId;
    const clientSecret = config.googleConnections.clientSecret ?? config.googleAds?.clientSecret;
    if (!clientId || !clientSecret) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    credentials = { clientId, clientSecret, developerToken: config.googleAds?.developerToken };
  } else {
    const secret = googleSandboxSecret(config);
    if (!secret) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    const elsewhere = config.googleConnections.sandboxUrl;
    endpoints = elsewhere ? googleSandboxEndpoints(elsewhere) : googleSandboxSettings(config).endpoints;
    credentials = googleSandboxCredentials(secret);
  }
  const developerToken = credentials.developerToken;
  const issuer = live ? 'https://accounts.google.com' : new URL(endpoints.oauthTokenUrl).origin;

  const getJson = async (url: string, accessToken: string, headers: Record<string, string> = {}) => {
    const response = await platformFetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...headers },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    }
    return (await response.json()) as unknown;
  };

  return {
    platform: 'google_ads',
    authorizationEndpoint: endpoints.oauthAuthorizeUrl,
    server: {
      issuer,
      authorization_endpoint: endpoints.oauthAuthorizeUrl,
      token_endpoint: endpoints.oauthTokenUrl,
      revocation_endpoint: endpoints.oauthRevokeUrl,
    },
    client: { client_id: credentials.clientId },
    clientAuth: oauth.ClientSecretPost(credentials.clientSecret),
    scopes(purpose: ConnectionPurpose) {
      if (purpose === 'youtube_channel' || purpose === 'ads_account_read') return [googleScopes[purpose]];
      throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
    },
    extraAuthorizationParameters: (language) => ({
      access_type: 'offline',
      prompt: 'consent',
      // Google's consent page language (`hl`, a BCP 47 tag).
      hl: localeOf[language],
    }),
    async listAccounts({ purpose, accessToken }): Promise<ConnectedAccount[]> {
      if (purpose === 'youtube_channel') {
        // YouTube Data API v3, channels.list with mine=true: the channels of the consenting account.
        const body = (await getJson(
          `${endpoints.youtubeBaseUrl}/channels?part=snippet&mine=true&maxResults=50`,
          accessToken,
        )) as { items?: { id?: string; snippet?: { title?: string } }[] };
        return (body.items ?? [])
          .filter((item): item is { id: string; snippet?: { title?: string } } => typeof item.id === 'string')
          .map((item) => ({ id: item.id, name: item.snippet?.title || item.id, kind: 'youtube_channel' }));
      }
      if (purpose === 'ads_account_read') {
        // CustomerService.ListAccessibleCustomers: `{ resourceNames: ["customers/1234567890", …] }`.
        if (!developerToken) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
        const body = (await getJson(
          `${endpoints.apiBaseUrl}/customers:listAccessibleCustomers`,
          accessToken,
          { 'developer-token': developerToken },
        )) as { resourceNames?: string[] };
        return (body.resourceNames ?? [])
          .map((name) => /^customers\/(\d+)$/.exec(name)?.[1])
          .filter((id): id is string => id !== undefined)
          .map((id) => ({ id, name: formatCustomerId(id), kind: 'google_ads_customer' }));
      }
      throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
    },
  };
}

/** Where the YouTube Data API is called: Google's in live mode, the app's sandbox otherwise. */
export function googleYoutubeBaseUrl(config: Deps['config']): string {
  if (config.channelsMode === 'live') return googleLiveEndpoints.youtubeBaseUrl;
  const elsewhere = config.googleConnections.sandboxUrl;
  return (elsewhere ? googleSandboxEndpoints(elsewhere) : googleSandboxSettings(config).endpoints)
    .youtubeBaseUrl;
}
