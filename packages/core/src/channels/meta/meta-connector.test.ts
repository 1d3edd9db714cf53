import { describe, expect, it } from 'vitest';
import type { PlatformCampaignPlan, PlatformGroupPlan } from '../connector';
import { ChannelPlatformError } from '../google-ads/errors';
import { metaObjectiveOf, metaProblemOf, metaTargetingOf } from './meta-connector';

const group = (overrides: Partial<PlatformGroupPlan> = {}): PlatformGroupPlan => ({
  groupId: 'g',
  strategyId: 'st',
  name: 'Grupo',
  bidType: 'CPM',
  bidMicros: 10_000_000n,
  keywords: [],
  locations: [],
  languages: [],
  ageRanges: [],
  genders: [],
  devices: [],
  ads: [],
  ...overrides,
});

const plan = (
  overrides: Partial<PlatformCampaignPlan>,
  g: Partial<PlatformGroupPlan> = {},
): PlatformCampaignPlan => ({
  campaignId: 'c',
  companyId: 'co',
  advertiserId: 'adv',
  type: 'META_ADS',
  name: 'x',
  currency: 'BRL',
  startDate: '2026-12-01',
  endDate: null,
  dailyBudgetMicros: 10_000_000n,
  groups: [group(g)],
  ...overrides,
});

describe('Meta mapping', () => {
  it('maps Verba objectives to Meta objectives, optimisation goals and billing events', () => {
    expect(metaObjectiveOf(plan({ objective: 'IMPRESSION' }))).toEqual({
      objective: 'OUTCOME_AWARENESS',
      optimizationGoal: 'REACH',
      billingEvent: 'IMPRESSIONS',
    });
    expect(metaObjectiveOf(plan({ objective: 'IMPRESSION' }, { bidType: 'CPV' })).optimizationGoal).toBe(
      'THRUPLAY',
    );
    expect(metaObjectiveOf(plan({ objective: 'CONVERSION' })).objective).toBe('OUTCOME_SALES');
    expect(metaObjectiveOf(plan({ objective: 'RETARGETING' })).optimizationGoal).toBe('LINK_CLICKS');
    expect(metaObjectiveOf(plan({}, { bidType: 'CPC' })).objective).toBe('OUTCOME_SALES');
    expect(metaObjectiveOf(plan({})).objective).toBe('OUTCOME_AWARENESS');
  });

  it('maps ages, one gender, one device and placements; refuses unmapped locations', () => {
    expect(
      metaTargetingOf(
        group({ ageRanges: ['18_24', '55_64', '65_PLUS'], genders: ['MALE'], devices: ['DESKTOP'] }),
      ),
    ).toMatchObject({
      geo_locations: { countries: ['BR'] },
      age_min: 18,
      age_max: 65,
      genders: [1],
      device_platforms: ['desktop'],
    });
    // Automatic placements (none chosen): Meta places the ads itself.
    expect(metaTargetingOf(group({})).publisher_platforms).toBeUndefined();
    expect(
      metaTargetingOf(group({}), new Map(), ['facebook_feed', 'instagram_reels', 'instagram_stories']),
    ).toMatchObject({
      publisher_platforms: ['facebook', 'instagram'],
      facebook_positions: ['feed'],
      instagram_positions: ['reels', 'story'],
    });
    const both = metaTargetingOf(group({ genders: ['MALE', 'FEMALE'], devices: ['MOBILE', 'DESKTOP'] }));
    expect(both.genders).toBeUndefined();
    expect(both.device_platforms).toBeUndefined();
    expect(() => metaTargetingOf(group({ locations: ['SP'] }))).toThrow(ChannelPlatformError);
    const geo = new Map([
      ['SP', { type: 'regions' as const, key: '3035' }],
      ['4106902', { type: 'cities' as const, key: '4106902' }],
    ]);
    expect(metaTargetingOf(group({ locations: ['SP', '4106902'] }), geo).geo_locations).toEqual({
      regions: [{ key: '3035' }],
      cities: [{ key: '4106902' }],
      location_types: ['home', 'recent'],
    });
  });

  it('maps Graph API errors to Verba codes, keeping Meta code/subcode and words', () => {
    expect(metaProblemOf({ code: 190, message: 'Invalid OAuth access token' }, 400)).toMatchObject({
      code: 'CHANNEL_AUTH_FAILED',
      platformCode: '190',
    });
    expect(metaProblemOf({ code: 80004, error_subcode: 2446079, message: 'too many' }, 400).code).toBe(
      'CHANNEL_RATE_LIMITED',
    );
    expect(metaProblemOf({ code: 17, message: 'User request limit reached' }, 400).code).toBe(
      'CHANNEL_RATE_LIMITED',
    );
    expect(metaProblemOf({ code: 2, message: 'Service temporarily unavailable' }, 500).code).toBe(
      'CHANNEL_PLATFORM_UNAVAILABLE',
    );
    expect(metaProblemOf({ code: 368, message: 'deemed abusive' }, 400).code).toBe(
      'ASSET_CONTAINS_PROHIBITED_CONTENT',
    );
    expect(
      metaProblemOf(
        {
          code: 100,
          error_subcode: 1885272,
          error_user_title: 'Budget Too Low',
          error_user_msg: 'Your budget is too low.',
        },
        400,
        'strategy:st',
      ),
    ).toEqual({
      code: 'CHANNEL_PLATFORM_REFUSED',
      field: 'strategy:st',
      platformCode: '100/1885272',
      platformMessage: 'Budget Too Low: Your budget is too low.',
    });
  });
});
