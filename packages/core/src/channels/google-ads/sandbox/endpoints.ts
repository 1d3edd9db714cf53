import type { ChannelEndpoints } from '../../connector';
import { googleAdsApiVersion } from '../version';

/** Where the sandbox is mounted in the app (apps/api/src/routes/sandboxes/google). */
export const googleSandboxPrefix = '/sandbox/google';

export interface GoogleEndpoints extends ChannelEndpoints {
  /** The Google Ads REST root including the version: `<root>/customers/{id}/googleAds:search`. */
  apiBaseUrl: string;
  oauthAuthorizeUrl: string;
  oauthTokenUrl: string;
  oauthRevokeUrl: string;
  /** The YouTube Data API v3 root: `<root>/channels?part=snippet&mine=true`. */
  youtubeBaseUrl: string;
  /** OpenID userinfo (who consented). */
  userinfoUrl: string;
}

/** The real Google endpoints (live mode). */
export const googleLiveEndpoints: GoogleEndpoints = {
  apiBaseUrl: `https://googleads.googleapis.com/${googleAdsApiVersion}`,
  oauthAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  oauthTokenUrl: 'https://oauth2.googleapis.com/token',
  oauthRevokeUrl: 'https://oauth2.googleapis.com/revoke',
  youtubeBaseUrl: 'https://www.googleapis.com/youtube/v3',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};

/**
 * The same endpoints on the app's loopback sandbox: the paths after the prefix are Google's own, so
 * a connector builds every URL the same way in both modes. `appUrl` is how this process reaches
 * itself (e.g. `http://127.0.0.1:3000`); a trailing slash is ignored.
 */
export function googleSandboxEndpoints(appUrl: string): GoogleEndpoints {
  const root = `${appUrl.replace(/\/+$/, '')}${googleSandboxPrefix}`;
  return {
    apiBaseUrl: `${root}/ads/${googleAdsApiVersion}`,
    oauthAuthorizeUrl: `${root}/o/oauth2/v2/auth`,
    oauthTokenUrl: `${root}/token`,
    oauthRevokeUrl: `${root}/revoke`,
    youtubeBaseUrl: `${root}/youtube/v3`,
    userinfoUrl: `${root}/oauth2/v3/userinfo`,
  };
}
