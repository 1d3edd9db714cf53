import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { spotifyConnectorFor } from './factory';

const live = {
  SPOTIFY_CLIENT_ID: 'client',
  SPOTIFY_CLIENT_SECRET: 'secret',
  SPOTIFY_REFRESH_TOKEN: 'AQrefresh',
  SPOTIFY_AD_ACCOUNT_ID: '5F1C0A2E-5B0D-4A1E-9C3F-00000000A001',
};

describe('SPOTIFY_* configuration', () => {
  it('reads the live credentials, the ad account id in lower case', () => {
    expect(loadConfig({ ...live }).spotifyAds).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      refreshToken: 'AQrefresh',
      adAccountId: '5f1c0a2e-5b0d-4a1e-9c3f-00000000a001',
    });
    expect(loadConfig({}).spotifyAds).toBeUndefined();
  });

  it('refuses a partial set or an ad account id that is not a UUID', () => {
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'client' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...live, SPOTIFY_AD_ACCOUNT_ID: '12345' })).toThrow(/UUID/);
  });

  it('live mode without credentials has no connector; with them, an AUDIO connector; sandbox from the secret', () => {
    expect(spotifyConnectorFor({ config: loadConfig({ CHANNELS_MODE: 'live' }) })).toBeNull();
    const connector = spotifyConnectorFor({ config: loadConfig({ CHANNELS_MODE: 'live', ...live }) });
    expect(connector?.campaignTypes).toEqual(['AUDIO']);
    const config = loadConfig({ CHANNELS_MODE: 'sandbox', TRACKING_SECRET: 'x'.repeat(32) });
    const sandbox = spotifyConnectorFor({ config });
    expect(sandbox?.platform).toBe('spotify');
    expect(spotifyConnectorFor({ config })).toBe(sandbox);
  });
});
