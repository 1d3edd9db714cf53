import type { ReportFilterParam } from './search';
import type { DayMark } from './watermark';

/** Message keys the screen looks up by value (literal, so the i18n check sees them). */
export const dimensionGroupKeys = {
  time: 'reports:dimension_groups.time',
  structure: 'reports:dimension_groups.structure',
  location: 'reports:dimension_groups.location',
  technology: 'reports:dimension_groups.technology',
  inventory: 'reports:dimension_groups.inventory',
} as const;

export const metricGroupKeys = {
  delivery: 'reports:metric_groups.delivery',
  cost: 'reports:metric_groups.cost',
  video: 'reports:metric_groups.video',
} as const;

/** A filter's chip ("3 campanhas"), plural by count. */
export const filterChipKeys: Record<ReportFilterParam, string> = {
  advertisers: 'reports:filters.chip.advertisers',
  campaigns: 'reports:filters.chip.campaigns',
  groups: 'reports:filters.chip.groups',
  strategies: 'reports:filters.chip.strategies',
  creatives: 'reports:filters.chip.creatives',
  types: 'reports:filters.chip.types',
  channels: 'reports:filters.chip.channels',
  states: 'reports:filters.chip.states',
  devices: 'reports:filters.chip.devices',
  environments: 'reports:filters.chip.environments',
  budgets: 'reports:filters.chip.budgets',
};

export const dayMarkKeys: Record<DayMark, string> = {
  provisional: 'reports:watermark.mark.provisional',
  consolidating: 'reports:watermark.mark.consolidating',
  restated: 'reports:watermark.mark.restated',
};

export const frequencyKeys = {
  none: 'reports:save.frequency.none',
  daily: 'reports:save.frequency.daily',
  weekly: 'reports:save.frequency.weekly',
  monthly: 'reports:save.frequency.monthly',
} as const;

export const exportFormatKeys = {
  csv: 'reports:export.formats.csv',
  csv_excel: 'reports:export.formats.csv_excel',
  xlsx: 'reports:export.formats.xlsx',
} as const;

export const jobStatusKeys = {
  pending: 'reports:email.status.pending',
  running: 'reports:email.status.running',
  done: 'reports:email.status.done',
  failed: 'reports:email.status.failed',
} as const;

/** The standard reports' names (the engine's `standardReportKeys`). */
export const standardReportKeys = {
  campaign_performance: 'reports:standard.campaign_performance',
  by_day: 'reports:standard.by_day',
  by_location: 'reports:standard.by_location',
  by_device: 'reports:standard.by_device',
  by_site_or_app: 'reports:standard.by_site_or_app',
  by_creative: 'reports:standard.by_creative',
  by_keyword: 'reports:standard.by_keyword',
} as const;
