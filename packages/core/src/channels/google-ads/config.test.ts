import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { googleAdsConnectorFor } from './factory';

const live = {
  GOOGLE_ADS_DEVELOPER_TOKEN: 'dev',
  GOOGLE_ADS_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_ADS_CLIENT_SECRET: 'secret',
  GOOGLE_ADS_REFRESH_TOKEN: '1//refresh',
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: '111-222-3333',
  GOOGLE_ADS_CUSTOMER_ID: '4445556666',
};

describe('GOOGLE_ADS_* configuration', () => {
  it('reads the live credentials, ids without dashes', () => {
    expect(loadConfig({ ...live }).googleAds).toEqual({
      developerToken: 'dev',
      clientId: 'client.apps.googleusercontent.com',
      clientSecret: 'secret',
      refreshToken: '1//refresh',
      loginCustomerId: '1112223333',
      customerId: '4445556666',
    });
    expect(loadConfig({}).googleAds).toBeUndefined();
  });

  it('refuses a partial set or a malformed customer id', () => {
    expect(() => loadConfig({ GOOGLE_ADS_DEVELOPER_TOKEN: 'dev' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...live, GOOGLE_ADS_CUSTOMER_ID: '12345' })).toThrow(/10 digits/);
  });

  it('live mode without credentials has no connector; with them, a SEARCH and YOUTUBE connector', () => {
    expect(googleAdsConnectorFor({ config: loadConfig({ CHANNELS_MODE: 'live' }) })).toBeNull();
    const connector = googleAdsConnectorFor({ config: loadConfig({ CHANNELS_MODE: 'live', ...live }) });
    expect(connector?.campaignTypes).toEqual(['SEARCH', 'YOUTUBE']);
  });

  it('sandbox mode builds the connector from the tracking secret', () => {
    const config = loadConfig({ CHANNELS_MODE: 'sandbox', TRACKING_SECRET: 'x'.repeat(32) });
    const connector = googleAdsConnectorFor({ config });
    expect(connector?.platform).toBe('google_ads');
    // One connector per configuration: its access token cache is reused.
    expect(googleAdsConnectorFor({ config })).toBe(connector);
  });
});
