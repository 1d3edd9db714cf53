import type { Config } from '../../config';
import type { Deps } from '../../deps';
import type { ChannelConnector } from '../connector';
import { googleSandboxSecret } from '../google-ads/sandbox';
import { spotifyLiveEndpoints, spotifySandboxEndpoints, type SpotifyAdsCredentials } from './endpoints';
import { spotifySandboxCredentials } from './sandbox/api';
import { createSpotifyConnector } from './spotify-connector';

/** One connector per configuration (its access token is cached inside); the registry asks often. */
const built = new WeakMap<Config, ChannelConnector>();

export interface SpotifySandboxSettings {
  endpoints: ReturnType<typeof spotifySandboxEndpoints>;
  credentials: SpotifyAdsCredentials;
}

/**
 * What Verba's Spotify connector uses in sandbox mode: the sandbox's URLs on this process's
 * loopback and Verba's operator credentials there (derived from the installation secret, as the
 * Google sandbox's are), so the connector runs its live code path unchanged.
 */
export function spotifySandboxSettings(
  config: Pick<Config, 'trackingSecret' | 'sandboxWebhookSecret' | 'port'>,
  selfUrl?: string,
): SpotifySandboxSettings {
  const secret = googleSandboxSecret(config);
  if (!secret) throw new Error('The Spotify sandbox needs TRACKING_SECRET (or SANDBOX_WEBHOOK_SECRET).');
  return {
    endpoints: spotifySandboxEndpoints(selfUrl ?? `http://127.0.0.1:${config.port}`),
    credentials: spotifySandboxCredentials(secret),
  };
}

/**
 * The Spotify connector for the running mode: `live` with Verba's SPOTIFY_* credentials (none → no
 * connector: AUDIO stays unpublishable), `sandbox` against the app's loopback sandbox.
 */
export function spotifyConnectorFor(deps: Pick<Deps, 'config'>): ChannelConnector | null {
  const { config } = deps;
  const cached = built.get(config);
  if (cached) return cached;
  let connector: ChannelConnector | null = null;
  if (config.channelsMode === 'live') {
    if (config.spotifyAds)
      connector = createSpotifyConnector({ endpoints: spotifyLiveEndpoints, credentials: config.spotifyAds });
  } else if (googleSandboxSecret(config)) {
    const wildcard = ['', '0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(config.host);
    const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
    connector = createSpotifyConnector(spotifySandboxSettings(config, `http://${host}:${config.port}`));
  }
  if (connector) built.set(config, connector);
  return connector;
}
