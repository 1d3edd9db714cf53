import { describe, expect, it } from 'vitest';
import { chartDefinition, definitionOfSearch, everyDay, nextSort, searchOfDefinition } from './report-state';
import { validateReportsSearch } from './search';

describe('the reports URL', () => {
  it('is empty for the default report, and the default report is a valid definition', () => {
    expect(validateReportsSearch({})).toEqual({});
    expect(definitionOfSearch({})).toEqual({
      version: 1,
      dimensions: ['date'],
      metrics: ['impressions', 'clicks', 'ctr', 'spend', 'cpm'],
      filters: {},
      range: { preset: 'last_30_days' },
      time_zone: 'America/Sao_Paulo',
      comparison: 'none',
    });
  });

  it('keeps known values in order, drops unknown, repeated and default ones', () => {
    expect(
      validateReportsSearch({
        dims: 'campaign,nope,date,campaign',
        metrics: 'spend,clicks,spend,DROP TABLE',
        period: 'last_30_days',
        compare: 'previous_year',
        page: '1',
        size: 50,
        budgets: 'up_to_500,up_to_9',
        states: 'SP,RJ',
        campaigns: 'a1b2,../x',
      }),
    ).toEqual({
      dims: 'campaign,date',
      metrics: 'spend,clicks',
      compare: 'previous_year',
      budgets: 'up_to_500',
      states: 'SP,RJ',
      campaigns: 'a1b2',
    });
  });

  it('holds at most four dimensions', () => {
    expect(validateReportsSearch({ dims: 'date,campaign,state,device,browser' }).dims).toBe(
      'date,campaign,state,device',
    );
  });

  it('keeps a custom range of two days (in order) over a preset', () => {
    expect(validateReportsSearch({ period: 'today', from: '2026-11-30', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(validateReportsSearch({ period: 'today', from: '2026-11-30' })).toEqual({ period: 'today' });
    expect(validateReportsSearch({ from: '2026-02-30', to: '2026-03-01' })).toEqual({});
  });

  it('sorts only by a column of the report, and draws only one of its metrics', () => {
    expect(validateReportsSearch({ sort: 'reach', order: 'desc', chart: 'reach' })).toEqual({});
    expect(
      validateReportsSearch({ metrics: 'spend,reach', sort: 'reach', order: 'desc', chart: 'reach' }),
    ).toEqual({ metrics: 'spend,reach', sort: 'reach', order: 'desc', chart: 'reach' });
    // The first metric is the chart's default.
    expect(validateReportsSearch({ metrics: 'spend,reach', chart: 'spend' })).toEqual({
      metrics: 'spend,reach',
    });
  });

  it('turns into the definition the API runs, filters included', () => {
    expect(
      definitionOfSearch(
        validateReportsSearch({
          dims: 'state,device',
          metrics: 'reach,frequency',
          from: '2026-10-01',
          to: '2026-10-31',
          compare: 'previous_period',
          sort: 'reach',
          order: 'desc',
          advertisers: 'adv-1',
          budgets: 'up_to_1000,above_15000',
          devices: 'MOBILE',
        }),
      ),
    ).toEqual({
      version: 1,
      dimensions: ['state', 'device'],
      metrics: ['reach', 'frequency'],
      filters: {
        advertiser_ids: ['adv-1'],
        budget_buckets: ['up_to_1000', 'above_15000'],
        devices: ['MOBILE'],
      },
      range: { from: '2026-10-01', to: '2026-10-31' },
      time_zone: 'America/Sao_Paulo',
      comparison: 'previous_period',
      sort: { by: 'reach', direction: 'desc' },
    });
  });

  it('round-trips a definition (a standard or saved report being opened)', () => {
    const definition = definitionOfSearch({
      dims: 'campaign,date',
      metrics: 'impressions,video_completes,completion_rate',
      period: 'this_month',
      compare: 'previous_year',
      sort: 'impressions',
      order: 'asc',
      campaigns: 'c-1,c-2',
      types: 'SEARCH',
    });
    expect(definitionOfSearch(searchOfDefinition(definition))).toEqual(definition);
    expect(searchOfDefinition(definitionOfSearch({}))).toEqual({});
  });
});

describe('the chart and the sort', () => {
  it('draws the first dimension: a time line in order, else the largest values', () => {
    const byDay = definitionOfSearch({ dims: 'date,campaign', metrics: 'spend,ctr' });
    expect(chartDefinition(byDay, 'ctr')).toMatchObject({
      dimensions: ['date'],
      metrics: ['ctr'],
      sort: { by: 'date', direction: 'asc' },
    });
    const byState = definitionOfSearch({ dims: 'state', metrics: 'spend' });
    expect(chartDefinition(byState, 'spend').sort).toEqual({ by: 'spend', direction: 'desc' });
  });

  it('sorts figures largest first, names from A, and reverses on a second click', () => {
    expect(nextSort({}, 'spend', 'metric')).toEqual({ sort: 'spend', order: 'desc' });
    expect(nextSort({}, 'campaign', 'dimension')).toEqual({ sort: 'campaign', order: 'asc' });
    expect(nextSort({ sort: 'spend', order: 'desc' }, 'spend', 'metric')).toEqual({
      sort: 'spend',
      order: 'asc',
    });
  });
});

describe('a line by day', () => {
  it('draws every day of the range: 0 of a sum, no point of a ratio', () => {
    const points = [{ day: '2026-11-02', v: 5 }];
    const empty = (day: string, value: number | null) => ({ day, v: value });
    expect(everyDay(points, { from: '2026-11-01', to: '2026-11-03' }, 'clicks', empty)).toEqual([
      { day: '2026-11-01', v: 0 },
      { day: '2026-11-02', v: 5 },
      { day: '2026-11-03', v: 0 },
    ]);
    expect(everyDay(points, { from: '2026-11-01', to: '2026-11-02' }, 'ctr', empty)[0]).toEqual({
      day: '2026-11-01',
      v: null,
    });
  });
});
