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

/** The endpoints themselves: googleLiveEndpoints / googleSandboxEndpoints(appUrl) in ./sandbox/endpoints. */
