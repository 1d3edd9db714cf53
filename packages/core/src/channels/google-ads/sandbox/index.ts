import type { Config } from '../../../config';
import { googleSandboxEndpoints, type GoogleEndpoints } from './endpoints';
import {
  googleSandboxCredentials,
  googleSandboxOperatorRefreshToken,
  type GoogleSandboxCredentials,
} from './world';

export {
  googleSandboxEndpoints,
  googleLiveEndpoints,
  googleSandboxPrefix,
  type GoogleEndpoints,
} from './endpoints';
export {
  googleSandboxCredentials,
  googleSandboxOperatorRefreshToken,
  type GoogleSandboxCredentials,
} from './world';
export {
  getGoogleSandboxKnobs,
  setGoogleSandboxKnobs,
  defaultGoogleSandboxKnobs,
  type GoogleSandboxKnobs,
} from './knobs';

/**
 * The installation key the Google sandbox signs its tokens and derives its client secret and
 * developer token with: TRACKING_SECRET (or the one generated in DATA_DIR at start), else the
 * sandbox payment gateway's webhook secret. Undefined: the sandbox is not served.
 */
export function googleSandboxSecret(
  config: Pick<Config, 'trackingSecret' | 'sandboxWebhookSecret'>,
): string | undefined {
  return config.trackingSecret ?? config.sandboxWebhookSecret;
}

export interface GoogleSandboxSettings {
  /** Server-side calls go to this process on loopback; the consent page is opened on APP_URL. */
  endpoints: GoogleEndpoints;
  credentials: GoogleSandboxCredentials & { refreshToken: string };
}

/**
 * What Verba's Google Ads connector uses in sandbox mode: the sandbox's URLs and Verba's operator
 * credentials (client id/secret, developer token, manager and operating customer ids, and a
 * refresh token minted now), so the connector runs its live code path (refresh_token grant →
 * access token → REST) unchanged. `selfUrl` is how this process reaches itself (default
 * http://127.0.0.1:PORT).
 */
export function googleSandboxSettings(
  config: Pick<Config, 'trackingSecret' | 'sandboxWebhookSecret' | 'appUrl' | 'port'>,
  selfUrl?: string,
): GoogleSandboxSettings {
  const secret = googleSandboxSecret(config);
  if (!secret) throw new Error('The Google sandbox needs TRACKING_SECRET (or SANDBOX_WEBHOOK_SECRET).');
  const server = googleSandboxEndpoints(selfUrl ?? `http://127.0.0.1:${config.port}`);
  return {
    endpoints: { ...server, oauthAuthorizeUrl: googleSandboxEndpoints(config.appUrl).oauthAuthorizeUrl },
    credentials: {
      ...googleSandboxCredentials(secret),
      refreshToken: googleSandboxOperatorRefreshToken(secret),
    },
  };
}
