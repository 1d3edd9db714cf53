import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adReviewStatusOf,
  campaignByMarkerQuery,
  dayStatsOf,
  existingTreeOf,
  overallReviewOf,
  reviewOf,
  statisticsQuery,
} from './gaql';
import type { GaqlRow } from './client';
import { matchSuggestion } from './geo';

const search = JSON.parse(readFileSync(new URL('./fixtures/ads-search.json', import.meta.url), 'utf8')) as {
  search: { response: { results: GaqlRow[] } };
  review: { row: GaqlRow };
};

describe('GAQL reads', () => {
  it('asks delivery per ad group and day, with hours and video metrics when wanted', () => {
    expect(
      statisticsQuery({
        campaignId: '81',
        from: '2026-11-25',
        to: '2026-11-28',
        hourly: false,
        video: false,
      }),
    ).toBe(
      'SELECT ad_group.id, ad_group.name, segments.date, metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions, metrics.conversions_value ' +
        "FROM ad_group WHERE campaign.id = 81 AND segments.date BETWEEN '2026-11-25' AND '2026-11-28'",
    );
    const hourly = statisticsQuery({
      campaignId: '81',
      from: '2026-11-25',
      to: '2026-11-28',
      hourly: true,
      video: true,
    });
    expect(hourly).toContain('segments.hour');
    expect(hourly).toContain('metrics.video_trueview_views, metrics.video_quartile_p25_rate');
    expect(() =>
      statisticsQuery({
        campaignId: '81 OR 1=1',
        from: '2026-11-25',
        to: '2026-11-28',
        hourly: false,
        video: false,
      }),
    ).toThrow();
    expect(() => campaignByMarkerQuery("x' OR '1")).toThrow();
  });

  it('turns rows into day stats: int64 strings, micros, quartile rates × impressions, strategy from the ad group', () => {
    const rows = [
      ...search.search.response.results,
      {
        adGroup: { id: '99', name: 'Grupo · verba:st-9' },
        metrics: {
          impressions: '1000',
          clicks: '3',
          costMicros: '5000000',
          conversions: 0.5,
          conversionsValue: 12.34,
          videoTrueviewViews: '250',
          videoQuartileP25Rate: 0.6,
          videoQuartileP50Rate: 0.4,
          videoQuartileP75Rate: 0.25,
          videoQuartileP100Rate: 0.1,
        },
        segments: { date: '2026-11-26' },
      },
    ];
    const stats = dayStatsOf(rows, (adGroupId, name) =>
      adGroupId === '8100000004' ? 'st-1' : name.endsWith('verba:st-9') ? 'st-9' : null,
    );
    expect(stats[0]).toEqual({
      date: '2026-11-25',
      hour: 14,
      strategyId: 'st-1',
      impressions: 412,
      clicks: 17,
      costMicros: 23_150_000n,
      conversions: 1,
      conversionValueMicros: 54_900_000n,
      videoViews: 0,
      videoQuartiles: [0, 0, 0, 0],
    });
    expect(stats[1]).toMatchObject({
      hour: null,
      strategyId: 'st-9',
      videoViews: 250,
      videoQuartiles: [600, 400, 250, 100],
      conversionValueMicros: 12_340_000n,
    });
  });

  it('maps policy summaries to review states with the topics as reasons', () => {
    const review = reviewOf([search.review.row], (resource) =>
      resource === 'customers/1234567890/adGroupAds/8100000004~8100000007' ? 'cr-1' : null,
    );
    expect(review).toEqual({
      status: 'disapproved',
      ads: [
        {
          creativeId: 'cr-1',
          status: 'disapproved',
          reasons: ['HEALTHCARE_AND_MEDICINES (PROHIBITED)'],
          code: 'ASSET_CONTAINS_PROHIBITED_CONTENT',
        },
      ],
    });
    expect(adReviewStatusOf('APPROVED', 'REVIEWED')).toBe('approved');
    expect(adReviewStatusOf('APPROVED_LIMITED', 'REVIEWED')).toBe('approved_limited');
    expect(adReviewStatusOf(undefined, 'REVIEW_IN_PROGRESS')).toBe('pending');
    expect(overallReviewOf(['approved', 'disapproved'])).toBe('approved_limited');
    expect(overallReviewOf(['approved', 'pending'])).toBe('pending');
    expect(overallReviewOf([])).toBe('pending');
  });

  it('rebuilds what exists from the tree rows', () => {
    const tree = existingTreeOf(
      {
        campaign: {
          resourceName: 'customers/1/campaigns/2',
          campaignBudget: 'customers/1/campaignBudgets/3',
        },
      },
      {
        adGroups: [{ adGroup: { resourceName: 'customers/1/adGroups/4', name: 'G · verba:st-1' } }],
        ads: [
          {
            adGroup: { resourceName: 'customers/1/adGroups/4', name: 'G · verba:st-1' },
            adGroupAd: {
              resourceName: 'customers/1/adGroupAds/4~5',
              ad: { urlCustomParameters: [{ key: 'verbacr', value: 'cr-1' }] },
            },
          },
        ],
        adGroupCriteria: [
          {
            adGroup: { resourceName: 'customers/1/adGroups/4', name: 'G · verba:st-1' },
            adGroupCriterion: { keyword: { text: 'Café', matchType: 'EXACT' } },
          },
          {
            adGroup: { resourceName: 'customers/1/adGroups/4', name: 'G · verba:st-1' },
            adGroupCriterion: { location: { geoTargetConstant: 'geoTargetConstants/20106' } },
          },
        ],
        campaignCriteria: [
          { campaignCriterion: { language: { languageConstant: 'languageConstants/1014' } } },
        ],
        campaignAssets: [{ campaignAsset: { fieldType: 'SITELINK' } }],
      },
    );
    expect(tree.budget).toBe('customers/1/campaignBudgets/3');
    expect(tree.adGroups.get('st-1')).toBe('customers/1/adGroups/4');
    expect(tree.ads.get('st-1/cr-1')).toBe('customers/1/adGroupAds/4~5');
    expect([...tree.keywords]).toEqual(['st-1|false|EXACT|café']);
    expect([...tree.criteria]).toEqual([
      'customers/1/adGroups/4|geoTargetConstants/20106',
      'customers/1/campaigns/2|languageConstants/1014',
    ]);
    expect([...tree.campaignAssetTypes]).toEqual(['SITELINK']);
  });
});

describe('Brazilian locations → geo target constants', () => {
  const suggestion = (
    id: string,
    name: string,
    canonicalName: string,
    targetType: string,
    reach = '1000',
  ) => ({
    reach,
    geoTargetConstant: {
      resourceName: `geoTargetConstants/${id}`,
      id,
      name,
      countryCode: 'BR',
      targetType,
      status: 'ENABLED',
      canonicalName,
    },
  });
  const suggestions = [
    suggestion('1001773', 'Sao Paulo', 'Sao Paulo,State of Sao Paulo,Brazil', 'City', '9000'),
    suggestion('20106', 'State of Sao Paulo', 'State of Sao Paulo,Brazil', 'State', '40000'),
    suggestion('1001701', 'Campinas', 'Campinas,State of Sao Paulo,Brazil', 'City'),
    suggestion('20087', 'Federal District', 'Federal District,Brazil', 'Federal District'),
    suggestion('1001541', 'Brasilia', 'Brasilia,Federal District,Brazil', 'City'),
  ];
  it('matches states by Google\u2019s canonical name and cities by name within their state', () => {
    expect(
      matchSuggestion(
        { code: 'SP', kind: 'state', name: 'São Paulo', stateName: 'São Paulo', uf: 'SP' },
        suggestions,
      ),
    ).toBe('geoTargetConstants/20106');
    expect(
      matchSuggestion(
        { code: '3550308', kind: 'city', name: 'São Paulo', stateName: 'São Paulo', uf: 'SP' },
        suggestions,
      ),
    ).toBe('geoTargetConstants/1001773');
    expect(
      matchSuggestion(
        { code: '3509502', kind: 'city', name: 'Campinas', stateName: 'São Paulo', uf: 'SP' },
        suggestions,
      ),
    ).toBe('geoTargetConstants/1001701');
    expect(
      matchSuggestion(
        { code: 'DF', kind: 'state', name: 'Distrito Federal', stateName: 'Distrito Federal', uf: 'DF' },
        suggestions,
      ),
    ).toBe('geoTargetConstants/20087');
    expect(
      matchSuggestion(
        { code: '5300108', kind: 'city', name: 'Brasília', stateName: 'Distrito Federal', uf: 'DF' },
        suggestions,
      ),
    ).toBe('geoTargetConstants/1001541');
    expect(
      matchSuggestion(
        { code: '3304557', kind: 'city', name: 'Campinas', stateName: 'Rio de Janeiro', uf: 'RJ' },
        suggestions,
      ),
    ).toBeNull();
  });
});
