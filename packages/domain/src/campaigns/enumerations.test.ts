import { describe, expect, it } from 'vitest';
import {
  campaignTypeByRouteSlug,
  campaignTypeOfRouteSlug,
  campaignTypes,
  creativeFormatsByCampaignType,
  bidTypesByCampaignType,
} from './enumerations';

describe('campaign enumerations', () => {
  it('has the ten types of spec §3, each with creative formats and bid types', () => {
    expect(campaignTypes).toHaveLength(10);
    for (const type of campaignTypes) {
      expect(creativeFormatsByCampaignType[type].length).toBeGreaterThan(0);
      expect(bidTypesByCampaignType[type].length).toBeGreaterThan(0);
    }
  });

  it('maps the creation routes of DESIGN §7', () => {
    expect(campaignTypeByRouteSlug).toEqual({
      programmatic: 'PROGRAMMATIC',
      'native-contextual': 'NATIVE_CONTEXTUAL',
      'native-open': 'NATIVE_OPEN',
      native: 'NATIVE',
      spotify: 'AUDIO',
      youtube: 'YOUTUBE',
      push: 'PUSH',
      'google-ads': 'SEARCH',
      'meta-ads': 'META_ADS',
    });
    expect(campaignTypeOfRouteSlug('spotify')).toBe('AUDIO');
    expect(campaignTypeOfRouteSlug('create')).toBeUndefined();
    expect(campaignTypeOfRouteSlug('toString')).toBeUndefined();
  });
});
