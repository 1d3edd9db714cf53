import type { Config } from '../../config';
import type { Deps } from '../../deps';
import type { ChannelConnector } from '../connector';
import { createGoogleAdsConnector } from './google-ads-connector';
import { googleSandboxSecret, googleSandboxSettings } from './sandbox';
import { googleLiveEndpoints } from './sandbox/endpoints';

/** One connector per configuration (its access token is cached inside); the registry asks often. */
const built = new WeakMap<Config, ChannelConnector>();

/**
 * The Google Ads connector for the running mode: `live` with Verba's GOOGLE_ADS_* credentials (none
 * → no connector: SEARCH and YOUTUBE stay unpublishable), `sandbox` against the app's loopback
 * sandbox with the sandbox operator's credentials (googleSandboxSettings: derived from the
 * installation's tracking secret).
 */
export function googleAdsConnectorFor(deps: Pick<Deps, 'config'>): ChannelConnector | null {
  const { config } = deps;
  const cached = built.get(config);
  if (cached) return cached;
  // Not cached when null: the embedded tracking secret is filled in at start.
  const connector = buildConnector(config);
  if (connector) built.set(config, connector);
  return connector;
}

function buildConnector(config: Config): ChannelConnector | null {
  if (config.channelsMode === 'live') {
    return config.googleAds
      ? createGoogleAdsConnector({ endpoints: googleLiveEndpoints, credentials: config.googleAds })
      : null;
  }
  if (!googleSandboxSecret(config)) return null;
  const { endpoints, credentials } = googleSandboxSettings(config, sandboxAppUrl(config));
  return createGoogleAdsConnector({ endpoints, credentials });
}

/** How this process reaches its own sandbox: loopback on its port (APP_URL may be a public name). */
function sandboxAppUrl(config: Config): string {
  const wildcard = ['', '0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
