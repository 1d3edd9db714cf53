import type { ChannelEndpoints } from '../connector';
import { spotifyAdsApiVersion } from './version';

/** Where the Spotify sandbox is mounted in the app (apps/api/src/routes/sandboxes/spotify). */
export const spotifySandboxPrefix = '/sandbox/spotify';

/** Verba's own Spotify Ads API access (SPOTIFY_* env): its app and the refresh token of its user. */
export interface SpotifyAdsCredentials {
  clientId: string;
  clientSecret: string;
  /** A refresh token of Verba's Ad Studio user, granted by the authorization-code flow. */
  refreshToken: string;
  /** The ad account Verba buys in (UUID). */
  adAccountId: string;
}

/** The real Spotify endpoints (live mode). */
export const spotifyLiveEndpoints: ChannelEndpoints = {
  apiBaseUrl: `https://api-partner.spotify.com/ads/${spotifyAdsApiVersion}`,
  oauthAuthorizeUrl: 'https://accounts.spotify.com/authorize',
  oauthTokenUrl: 'https://accounts.spotify.com/api/token',
};

/**
 * The same endpoints on the app's loopback sandbox: the paths after the prefix are Spotify's own,
 * so the connector builds every URL the same way in both modes.
 */
export function spotifySandboxEndpoints(appUrl: string): ChannelEndpoints {
  const root = `${appUrl.replace(/\/+$/, '')}${spotifySandboxPrefix}`;
  return {
    apiBaseUrl: `${root}/ads/${spotifyAdsApiVersion}`,
    oauthAuthorizeUrl: `${root}/accounts/authorize`,
    oauthTokenUrl: `${root}/accounts/api/token`,
  };
}
