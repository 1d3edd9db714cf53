import { createHmac } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import type { ConnectedAccount } from '@verba/db';
import type { ConnectionPurpose } from '@verba/domain';
import type { Deps } from '../../../deps';
import { fail } from '../../../errors';
import { platformFetch } from '../../http/platform-fetch';
import type { OAuthProvider } from '../oauth-provider';

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

/** Google Ads REST version these connection calls use (converge with the connector's constant). */
export const googleAdsApiVersion = 'v26';

/** The real endpoints (live mode). */
export const googleLiveEndpoints = {
  issuer: 'https://accounts.google.com',
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revocation: 'https://oauth2.googleapis.com/revoke',
  youtube: 'https://www.googleapis.com',
  ads: 'https://googleads.googleapis.com',
} as const;

/**
 * The app's Google sandbox (DESIGN §9) serves the same paths under one base: `<base>/o/oauth2/v2/auth`,
 * `<base>/token`, `<base>/revoke`, `<base>/youtube/v3/channels`, `<base>/<version>/customers:…`.
 * The browser reaches it at APP_URL, Verba's server on loopback; GOOGLE_SANDBOX_URL overrides both.
 */
export function googleSandboxEndpoints(config: Deps['config']) {
  const browser = config.googleConnections.sandboxUrl ?? `${config.appUrl}/sandboxes/google`;
  const server = config.googleConnections.sandboxUrl ?? `http://127.0.0.1:${config.port}/sandboxes/google`;
  return {
    issuer: server,
    authorization: `${browser}/o/oauth2/v2/auth`,
    token: `${server}/token`,
    revocation: `${server}/revoke`,
    youtube: server,
    ads: server,
  };
}

/** The OAuth client Verba presents to its own Google sandbox: the secret derives from TRACKING_SECRET. */
export function googleSandboxClient(trackingSecret: string) {
  return {
    clientId: 'verba-sandbox.apps.googleusercontent.com',
    clientSecret: createHmac('sha256', trackingSecret)
      .update('verba:google-sandbox:oauth-client')
      .digest('base64url'),
  };
}

/** 1234567890 → 123-456-7890, as Google Ads shows customer ids. */
export const formatCustomerId = (id: string) =>
  /^\d{10}$/.test(id) ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;

export function googleProvider(deps: Pick<Deps, 'config'>): OAuthProvider {
  const { config } = deps;
  const live = config.channelsMode === 'live';
  const endpoints = live ? googleLiveEndpoints : googleSandboxEndpoints(config);
  let credentials: { clientId: string; clientSecret: string };
  if (live) {
    const { clientId, clientSecret } = config.googleConnections;
    if (!clientId || !clientSecret) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    credentials = { clientId, clientSecret };
  } else {
    if (!config.trackingSecret) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    credentials = googleSandboxClient(config.trackingSecret);
  }
  const developerToken = live
    ? config.googleConnections.developerToken
    : (config.googleConnections.developerToken ?? 'verba-sandbox-developer-token');

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
    authorizationEndpoint: endpoints.authorization,
    server: {
      issuer: endpoints.issuer,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
      revocation_endpoint: endpoints.revocation,
    },
    client: { client_id: credentials.clientId },
    clientAuth: oauth.ClientSecretPost(credentials.clientSecret),
    scopes(purpose: ConnectionPurpose) {
      if (purpose === 'youtube_channel' || purpose === 'ads_account_read') return [googleScopes[purpose]];
      throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
    },
    extraAuthorizationParameters: { access_type: 'offline', prompt: 'consent' },
    async listAccounts({ purpose, accessToken }): Promise<ConnectedAccount[]> {
      if (purpose === 'youtube_channel') {
        // YouTube Data API v3, channels.list with mine=true: the channels of the consenting account.
        const body = (await getJson(
          `${endpoints.youtube}/youtube/v3/channels?part=snippet&mine=true&maxResults=50`,
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
          `${endpoints.ads}/${googleAdsApiVersion}/customers:listAccessibleCustomers`,
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
