import type { ChannelEndpoints } from '../connector';

/** Verba's own Google Ads API access: the manager user's OAuth client and refresh token. */
export interface GoogleAdsCredentials {
  /** The developer token of Verba's manager account (API Center); sent as `developer-token`. */
  developerToken: string;
  /** The OAuth 2.0 client (Google Cloud project) the refresh token was issued to. */
  clientId: string;
  clientSecret: string;
  /** A refresh token of Verba's manager user, scope https://www.googleapis.com/auth/adwords. */
  refreshToken: string;
  /** The manager account, 10 digits without dashes; sent as `login-customer-id`. Null: direct access. */
  loginCustomerId: string | null;
  /** The operating customer account Verba buys in, 10 digits without dashes. */
  customerId: string;
}

/**
 * The real Google endpoints: the Google Ads API REST base (paths add `/<version>/…`), Google's
 * OAuth 2.0 authorisation, token and revocation endpoints
 * (https://developers.google.com/identity/protocols/oauth2/web-server).
 */
export const googleAdsLiveEndpoints: ChannelEndpoints = {
  apiBaseUrl: 'https://googleads.googleapis.com',
  oauthAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  oauthTokenUrl: 'https://oauth2.googleapis.com/token',
  oauthRevokeUrl: 'https://oauth2.googleapis.com/revoke',
};
