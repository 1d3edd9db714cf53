import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const meta = {
  META_APP_ID: '1234567890',
  META_APP_SECRET: 'app-secret',
  META_SYSTEM_USER_TOKEN: 'EAAB-system-user',
  META_AD_ACCOUNT_ID: 'act_1111222233334444',
  META_BUSINESS_ID: '5555666677778888',
};

describe('META_* configuration', () => {
  it('is all or none; the ad account id loses its act_ prefix', () => {
    expect(loadConfig({}).meta).toBeUndefined();
    expect(loadConfig(meta).meta).toEqual({
      appId: '1234567890',
      appSecret: 'app-secret',
      systemUserToken: 'EAAB-system-user',
      adAccountId: '1111222233334444',
      businessId: '5555666677778888',
    });
    expect(() => loadConfig({ META_APP_ID: '1' })).toThrow(/META_SYSTEM_USER_TOKEN/);
    expect(() => loadConfig({ ...meta, META_AD_ACCOUNT_ID: 'act_abc' })).toThrow(/META_AD_ACCOUNT_ID/);
  });
});
