import { describe, expect, it } from 'vitest';
import { metricRegistry, reportMetrics, type ReportDimension, type ReportFilters } from '@verba/domain';
import { compileReport, type ReportScope } from './compile-report';
import { inBudgetBucket } from './report-engine';

const scope: ReportScope = {
  companyId: 'company-a',
  campaigns: [{ id: 'c1', advertiserId: 'a1', channel: 'SEARCH' }],
  strategies: [{ id: 's1', groupId: 'g1' }],
};
const range = { from: '2026-11-01', to: '2026-11-30' };

describe('compileReport', () => {
  it('scopes every source to the company’s campaigns and the company, with values only as parameters', () => {
    const compiled = compileReport({
      definition: { dimensions: ['campaign'], metrics: ['impressions', 'reach'], filters: {} },
      scope,
      range,
    });
    const { sql, params } = compiled.rows({ limit: 50, offset: 0 });
    for (const table of ['report_daily', 'report_reach_campaign_daily', 'platform_stats FINAL'])
      expect(sql).toContain(table);
    expect(sql.match(/campaign_id IN \{campaignIds:Array\(String\)\}/g)!.length).toBeGreaterThanOrEqual(3);
    expect(sql.match(/company_id = \{companyId:String\}/g)).toHaveLength(2);
    expect(sql).not.toContain('company-a');
    expect(params).toMatchObject({
      companyId: 'company-a',
      campaignIds: ['c1'],
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
    });
    // 1 Nov 2026 00:00 in São Paulo is 03:00 UTC.
    expect(params.startSeconds).toBe(Date.UTC(2026, 10, 1, 3) / 1000);
    expect(params.endSeconds).toBe(Date.UTC(2026, 11, 1, 3) / 1000);
  });

  it('reads reach sketches only for reach or frequency, and platform figures unless a filter only events answer', () => {
    const plain = compileReport({
      definition: { dimensions: ['date'], metrics: ['clicks'], filters: {} },
      scope,
      range,
    });
    expect(plain.rows({ limit: 1, offset: 0 }).sql).not.toMatch(/report_reach_(campaign_)?daily/);
    const byState = compileReport({
      definition: { dimensions: ['date'], metrics: ['clicks'], filters: { states: ['SP'] } },
      scope,
      range,
    });
    expect(byState.rows({ limit: 1, offset: 0 }).sql).not.toContain('platform_stats');
    const byHour = compileReport({
      definition: { dimensions: ['hour'], metrics: ['reach'], filters: {} },
      scope,
      range,
    });
    expect(byHour.rows({ limit: 1, offset: 0 }).sql).not.toMatch(/report_reach_(campaign_)?daily/);
  });

  it('reads the sketches per campaign and day unless a dimension or filter needs a finer one', () => {
    const reachTable = (dimensions: ReportDimension[], filters: ReportFilters = {}) =>
      compileReport({ definition: { dimensions, metrics: ['reach'], filters }, scope, range })
        .pageWithTotals!({ limit: 10, offset: 0 }).sql.match(/report_reach_(campaign_)?daily/g);
    for (const dimensions of [
      ['date'],
      ['week'],
      ['month'],
      ['campaign'],
      ['advertiser', 'channel'],
    ] as const)
      expect(reachTable([...dimensions]), dimensions.join('+')).toEqual(['report_reach_campaign_daily']);
    expect(reachTable(['campaign'], { campaign_ids: ['c1'], channels: ['PROGRAMMATIC'] })).toEqual([
      'report_reach_campaign_daily',
    ]);
    for (const dimensions of [
      ['state'],
      ['strategy'],
      ['group'],
      ['creative'],
      ['site_or_app'],
      ['date', 'device'],
    ] as const)
      expect(reachTable([...dimensions]), dimensions.join('+')).toEqual(['report_reach_daily']);
    expect(reachTable(['date'], { strategy_ids: ['s1'] })).toEqual(['report_reach_daily']);
    expect(reachTable(['date'], { group_ids: ['g1'] })).toEqual(['report_reach_daily']);
    expect(reachTable(['date'], { creative_ids: ['cr1'] })).toEqual(['report_reach_daily']);
    expect(reachTable(['date'], { states: ['SP'] })).toEqual(['report_reach_daily']);
    expect(reachTable(['date'], { devices: ['MOBILE'] })).toEqual(['report_reach_daily']);
    expect(reachTable(['date'], { environments: ['APP'] })).toEqual(['report_reach_daily']);
  });

  it('reads no platform source when no campaign in scope can have platform rows', () => {
    const definition = { dimensions: ['date' as const], metrics: ['clicks' as const], filters: {} };
    const programmatic: ReportScope = {
      ...scope,
      campaigns: [
        { id: 'p1', advertiserId: 'a1', channel: 'PROGRAMMATIC' },
        { id: 'p2', advertiserId: 'a1', channel: 'NATIVE_OPEN' },
      ],
    };
    const own = compileReport({ definition, scope: programmatic, range });
    expect(own.rows({ limit: 1, offset: 0 }).sql).not.toContain('platform_stats');
    expect(own.pageWithTotals!({ limit: 1, offset: 0 }).sql).not.toContain('platform_stats');
    expect(own.totals().sql).not.toContain('platform_stats');
    const byKeyword = compileReport({
      definition: { ...definition, dimensions: ['keyword' as const] },
      scope: programmatic,
      range,
    });
    expect(byKeyword.rows({ limit: 1, offset: 0 }).sql).not.toContain('platform_');
    // One campaign a platform delivers, or a connect-only one, brings the platform branch back.
    for (const channel of ['META_ADS', 'AUDIO', 'MANUAL', 'YOUTUBE', 'CONNECTED_GOOGLE_ADS']) {
      const mixed = compileReport({
        definition,
        scope: {
          ...programmatic,
          campaigns: [...programmatic.campaigns, { id: 'x', advertiserId: 'a1', channel }],
        },
        range,
      });
      expect(mixed.rows({ limit: 1, offset: 0 }).sql).toContain('platform_stats FINAL');
    }
  });

  it('reads the daily rollup unless the hour of day is a dimension, and only the bases its metrics and sort need', () => {
    const byDay = compileReport({
      definition: {
        dimensions: ['date', 'device'],
        metrics: ['impressions'],
        filters: {},
        sort: { by: 'cpc', direction: 'desc' },
      },
      scope,
      range,
    }).rows({ limit: 1, offset: 0 }).sql;
    expect(byDay).toContain('FROM report_daily');
    expect(byDay).not.toContain('report_hourly');
    expect(byDay).toContain('day >= toDate({fromDay:String}) AND day <= toDate({toDay:String})');
    // impressions, and clicks and spend for the sort by CPC; nothing else is read.
    for (const column of ['toUInt64(impressions)', 'toUInt64(clicks)', 'toInt64(spend_micros)'])
      expect(byDay).toContain(column);
    for (const column of ['toFloat64(conversions)', 'toUInt64(video_starts)', 'toUInt64(video_completes)'])
      expect(byDay).not.toContain(column);
    const byHour = compileReport({
      definition: { dimensions: ['hour'], metrics: ['impressions'], filters: {} },
      scope,
      range,
    }).rows({ limit: 1, offset: 0 }).sql;
    expect(byHour).toContain('FROM report_hourly');
    expect(byHour).not.toContain('report_daily');
    expect(byHour).toContain(`hour >= toDateTime({startSeconds:Int64}, 'UTC')`);
  });

  it('reads a page and its totals row in one query, except with audiences (whose rows overlap)', () => {
    const folded = compileReport({
      definition: { dimensions: ['date', 'device'], metrics: ['impressions'], filters: {} },
      scope,
      range,
    }).pageWithTotals!({ limit: 50, offset: 100 });
    expect(folded.sql).toContain('GROUP BY GROUPING SETS ((k_0, k_1), ())');
    expect(folded.sql).toContain('grouping(k_0) AS is_total');
    expect(folded.params).toMatchObject({ limit: 50, offset: 100 });
    expect(folded.sql).toContain('row_in_order > {offset:UInt64}');
    // The first page needs no row numbers: the totals row first, then the page, one more in the limit.
    const first = compileReport({
      definition: { dimensions: ['date', 'device'], metrics: ['impressions'], filters: {} },
      scope,
      range,
    }).pageWithTotals!({ limit: 50, offset: 0 });
    expect(first.sql).not.toContain('row_number');
    expect(first.sql).toContain('ORDER BY is_total DESC, k_0 ASC, k_1 ASC LIMIT {limitWithTotals:UInt64}');
    expect(first.params).toMatchObject({ limitWithTotals: 51 });
    const byAudience = compileReport({
      definition: { dimensions: ['audience'], metrics: ['impressions'], filters: {} },
      scope,
      range,
    });
    expect(byAudience.pageWithTotals).toBeUndefined();
    const compared = compileReport({
      definition: { dimensions: ['campaign'], metrics: ['impressions'], filters: {} },
      scope,
      range,
      keys: ['c1'],
    }).pageWithTotals!({ limit: 50, offset: 0 });
    // The compared page's keys, and its totals row.
    expect(compared.sql).toContain('k_0 IN {keys:Array(String)} OR is_total = 1');
  });

  it('sorts by a metric’s formula over sums, then by every key', () => {
    const compiled = compileReport({
      definition: {
        dimensions: ['campaign', 'date'],
        metrics: ['ctr'],
        filters: {},
        sort: { by: 'ctr', direction: 'desc' },
      },
      scope,
      range,
    });
    expect(compiled.rows({ limit: 1, offset: 0 }).sql).toContain(
      `ORDER BY ${metricRegistry.ctr.sql} DESC NULLS LAST, k_0 ASC, k_1 ASC`,
    );
  });
});

describe('metric registry', () => {
  it('computes ratios from sums and null on a zero denominator', () => {
    const bases = {
      impressions: 2_000,
      clicks: 20,
      conversions: 4,
      spend_micros: 10_000_000,
      video_starts: 100,
      video_first_quartiles: 80,
      video_midpoints: 60,
      video_third_quartiles: 40,
      video_completes: 25,
      reach: 500,
      reached_impressions: 1_500,
    };
    const value = (metric: (typeof reportMetrics)[number]) => metricRegistry[metric].value(bases);
    expect(value('spend')).toBe(1_000);
    expect(value('cpm')).toBe(500);
    expect(value('cpc')).toBe(50);
    expect(value('cpa')).toBe(250);
    expect(value('ctr')).toBe(0.01);
    expect(value('conversion_rate')).toBe(0.2);
    expect(value('completion_rate')).toBe(0.25);
    expect(value('cpv')).toBe(10);
    expect(value('frequency')).toBe(3);
    expect(metricRegistry.ctr.value({ ...bases, impressions: 0 })).toBeNull();
  });
});

describe('budget buckets (spec §2)', () => {
  it('puts a campaign’s total budget in the buckets 500, 1000, 5000, 15000 and above', () => {
    expect(inBudgetBucket(500_00n, 'up_to_500')).toBe(true);
    expect(inBudgetBucket(500_01n, 'up_to_500')).toBe(false);
    expect(inBudgetBucket(500_01n, 'up_to_1000')).toBe(true);
    expect(inBudgetBucket(15000_00n, 'up_to_15000')).toBe(true);
    expect(inBudgetBucket(15000_01n, 'above_15000')).toBe(true);
    expect(inBudgetBucket(null, 'up_to_500')).toBe(true);
  });
});
