import * as oauth from 'oauth4webapi';
import type { ConnectedAccount } from '@verba/db';
import type { ConnectionPurpose } from '@verba/domain';
import type { Deps } from '../../../deps';
import { fail } from '../../../errors';
import { platformFetch } from '../../http/platform-fetch';
import type { OAuthProvider } from '../oauth-provider';
import { googleSandboxSecret } from '../../google-ads/sandbox/index';
import { spotifyLiveEndpoints } from '../../spotify/endpoints';
import { spotifySandboxSettings } from '../../spotify/factory';

/**
 * Spotify as an OAuth 2.0 authorisation server for advertiser connections (Spotify authorization
 * guide: authorization code + PKCE S256 + state on accounts.spotify.com). The only purpose is
 * `ads_account_read`: the advertiser's own Spotify Ad Studio ad accounts, read only (statistics,
 * imports). Verba buys AUDIO on its own ad account with its own grant (docs/channels-spotify.md), so
 * no advertiser grant is ever used to write. The Ads API asks no scope beyond the user's Ad Studio
 * access; Spotify documents no revocation endpoint (disconnecting erases Verba's tokens; the user
 * removes the app at spotify.com/account/apps).
 *
 * Live: Verba's Spotify app (SPOTIFY_CLIENT_ID / _SECRET, the same app as the connector's; its
 * redirect URIs must include {APP_URL}/spotify-oauth-redirect). Sandbox: the app's Spotify sandbox
 * on loopback for the server and on APP_URL for the browser's consent page.
 */
export function spotifyProvider(deps: Pick<Deps, 'config'>): OAuthProvider {
  const { config } = deps;
  let apiBaseUrl: string;
  let authorizationEndpoint: string;
  let tokenEndpoint: string;
  let clientId: string;
  let clientSecret: string;
  if (config.channelsMode === 'live') {
    if (!config.spotifyAds) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    ({
      apiBaseUrl,
      oauthAuthorizeUrl: authorizationEndpoint,
      oauthTokenUrl: tokenEndpoint,
    } = spotifyLiveEndpoints);
    ({ clientId, clientSecret } = config.spotifyAds);
  } else {
    if (!googleSandboxSecret(config)) throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    const server = spotifySandboxSettings(config);
    const browser = spotifySandboxSettings(config, config.appUrl);
    ({ apiBaseUrl, oauthTokenUrl: tokenEndpoint } = server.endpoints);
    authorizationEndpoint = browser.endpoints.oauthAuthorizeUrl;
    ({ clientId, clientSecret } = server.credentials);
  }
  const issuer =
    config.channelsMode === 'live' ? 'https://accounts.spotify.com' : new URL(tokenEndpoint).origin;

  const getJson = async (path: string, accessToken: string) => {
    const response = await platformFetch(`${apiBaseUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw fail('CHANNEL_PLATFORM_UNAVAILABLE');
    }
    return (await response.json()) as unknown;
  };

  return {
    platform: 'spotify',
    authorizationEndpoint,
    server: { issuer, authorization_endpoint: authorizationEndpoint, token_endpoint: tokenEndpoint },
    client: { client_id: clientId },
    // Spotify's token endpoint takes the client credentials in HTTP Basic.
    clientAuth: oauth.ClientSecretBasic(clientSecret),
    scopes(purpose: ConnectionPurpose) {
      if (purpose === 'ads_account_read') return [];
      throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
    },
    // The consent page is Spotify's; `show_dialog` asks again on a reconnect.
    extraAuthorizationParameters: () => ({ show_dialog: 'true' }),
    async listAccounts({ purpose, accessToken }): Promise<ConnectedAccount[]> {
      if (purpose !== 'ads_account_read') throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
      // GET /businesses (the user's), then GET /businesses/{id}/ad_accounts for each.
      const { businesses = [] } = (await getJson('/businesses', accessToken)) as {
        businesses?: { id?: string; name?: string }[];
      };
      const accounts: ConnectedAccount[] = [];
      for (const business of businesses) {
        if (typeof business.id !== 'string') continue;
        const { ad_accounts = [] } = (await getJson(
          `/businesses/${encodeURIComponent(business.id)}/ad_accounts`,
          accessToken,
        )) as { ad_accounts?: { id?: string; name?: string }[] };
        for (const account of ad_accounts)
          if (typeof account.id === 'string' && !accounts.some((a) => a.id === account.id))
            accounts.push({ id: account.id, name: account.name || account.id, kind: 'ad_account' });
      }
      return accounts;
    },
  };
}
