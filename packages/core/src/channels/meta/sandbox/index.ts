import type { Config } from '../../../config';
import { metaGraphApiVersion } from '../version';
import { metaSandboxAppId, metaSandboxAppSecret } from './facebook-login';
import { metaSandboxAdAccountId, metaSandboxBusinessId, metaSandboxSystemUserToken } from './graph-sandbox';

export const metaSandboxPrefix = '/sandbox/meta';

export interface MetaEndpoints {
  /** Graph API root including the version, e.g. https://graph.facebook.com/v25.0 */
  graphBaseUrl: string;
  oauthAuthorizeUrl: string;
  oauthTokenUrl: string;
}

export const metaLiveEndpoints: MetaEndpoints = {
  graphBaseUrl: `https://graph.facebook.com/${metaGraphApiVersion}`,
  oauthAuthorizeUrl: `https://www.facebook.com/${metaGraphApiVersion}/dialog/oauth`,
  oauthTokenUrl: `https://graph.facebook.com/${metaGraphApiVersion}/oauth/access_token`,
};

/** The same endpoints on the app's loopback sandbox (the paths after the prefix are Meta's own). */
export function metaSandboxEndpoints(appUrl: string): MetaEndpoints {
  const root = `${appUrl.replace(/\/+$/, '')}${metaSandboxPrefix}`;
  return {
    graphBaseUrl: `${root}/${metaGraphApiVersion}`,
    oauthAuthorizeUrl: `${root}/${metaGraphApiVersion}/dialog/oauth`,
    oauthTokenUrl: `${root}/${metaGraphApiVersion}/oauth/access_token`,
  };
}

/** Verba's own Meta credentials: the system user's token on Verba's business and ad account. */
export interface MetaCredentials {
  appId: string;
  appSecret: string;
  systemUserToken: string;
  adAccountId: string;
  businessId: string;
}

/** The installation key the sandbox signs its tokens with (as the Google sandbox). */
export function metaSandboxSecret(
  config: Pick<Config, 'trackingSecret' | 'sandboxWebhookSecret'>,
): string | undefined {
  return config.trackingSecret ?? config.sandboxWebhookSecret;
}

/** What the connector uses in sandbox mode: the sandbox's URLs and Verba's sandbox system user. */
export function metaSandboxSettings(
  config: Pick<Config, 'trackingSecret' | 'sandboxWebhookSecret' | 'appUrl' | 'port'>,
  selfUrl?: string,
): { endpoints: MetaEndpoints; credentials: MetaCredentials } {
  const secret = metaSandboxSecret(config);
  if (!secret) throw new Error('The Meta sandbox needs TRACKING_SECRET (or SANDBOX_WEBHOOK_SECRET).');
  const server = metaSandboxEndpoints(selfUrl ?? `http://127.0.0.1:${config.port}`);
  return {
    endpoints: { ...server, oauthAuthorizeUrl: metaSandboxEndpoints(config.appUrl).oauthAuthorizeUrl },
    credentials: {
      appId: metaSandboxAppId,
      appSecret: metaSandboxAppSecret(secret),
      systemUserToken: metaSandboxSystemUserToken(secret),
      adAccountId: metaSandboxAdAccountId,
      businessId: metaSandboxBusinessId,
    },
  };
}
