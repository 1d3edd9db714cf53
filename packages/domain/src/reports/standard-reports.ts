import type { ReportDefinition } from './definition';
import { reportDefinitionVersion } from './definition';

/**
 * The standard reports ready to use on /reports (issue 29): each a definition the screen opens as
 * is (the user may change it and save it). `key` names the report; its title is the i18n key
 * `reports:standard.<key>` of the screen.
 */
export const standardReportKeys = [
  'campaign_performance',
  'by_day',
  'by_location',
  'by_device',
  'by_site_or_app',
  'by_creative',
  'by_keyword',
] as const;
export type StandardReportKey = (typeof standardReportKeys)[number];

const base = {
  version: reportDefinitionVersion,
  filters: {},
  range: { preset: 'last_30_days' },
  time_zone: 'America/Sao_Paulo',
  comparison: 'none',
} as const;

const performance = ['impressions', 'clicks', 'ctr', 'conversions', 'spend', 'cpm', 'cpc', 'cpa'] as const;

export const standardReports: Record<StandardReportKey, ReportDefinition> = {
  campaign_performance: {
    ...base,
    dimensions: ['campaign'],
    metrics: [...performance, 'reach', 'frequency'],
    comparison: 'previous_period',
    sort: { by: 'spend', direction: 'desc' },
  },
  by_day: {
    ...base,
    dimensions: ['date'],
    metrics: [...performance],
    sort: { by: 'date', direction: 'asc' },
  },
  by_location: {
    ...base,
    dimensions: ['state', 'city'],
    metrics: ['impressions', 'clicks', 'ctr', 'conversions', 'spend', 'cpm'],
    sort: { by: 'impressions', direction: 'desc' },
  },
  by_device: {
    ...base,
    dimensions: ['device'],
    metrics: ['impressions', 'clicks', 'ctr', 'conversions', 'spend', 'cpm', 'cpc'],
    sort: { by: 'impressions', direction: 'desc' },
  },
  by_site_or_app: {
    ...base,
    dimensions: ['site_or_app'],
    metrics: ['impressions', 'clicks', 'ctr', 'conversions', 'spend', 'cpm'],
    sort: { by: 'impressions', direction: 'desc' },
  },
  by_creative: {
    ...base,
    dimensions: ['creative'],
    metrics: [
      'impressions',
      'clicks',
      'ctr',
      'conversions',
      'spend',
      'video_starts',
      'video_completes',
      'completion_rate',
    ],
    sort: { by: 'impressions', direction: 'desc' },
  },
  by_keyword: {
    ...base,
    dimensions: ['keyword'],
    metrics: ['impressions', 'clicks', 'ctr', 'conversions', 'spend', 'cpc', 'cpa'],
    filters: { campaign_types: ['SEARCH'] },
    sort: { by: 'clicks', direction: 'desc' },
  },
};
