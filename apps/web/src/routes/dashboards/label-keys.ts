import type { DashboardWidgetKind, DashboardWidgetTemplateKey, PacingState } from '@verba/domain';

/** i18n keys of the widget kinds, ready-made widgets and pacing states (every key literal, for the i18n check). */
export const widgetKindKeys: Record<DashboardWidgetKind, string> = {
  kpi: 'dashboards:kinds.kpi',
  line: 'dashboards:kinds.line',
  bars: 'dashboards:kinds.bars',
  table: 'dashboards:kinds.table',
  map: 'dashboards:kinds.map',
};

export const widgetTemplateKeys: Record<DashboardWidgetTemplateKey, string> = {
  kpi_spend: 'dashboards:templates.kpi_spend',
  kpi_impressions: 'dashboards:templates.kpi_impressions',
  kpi_clicks: 'dashboards:templates.kpi_clicks',
  kpi_conversions: 'dashboards:templates.kpi_conversions',
  line_spend_by_day: 'dashboards:templates.line_spend_by_day',
  bars_by_device: 'dashboards:templates.bars_by_device',
  table_top_campaigns: 'dashboards:templates.table_top_campaigns',
  map_by_state: 'dashboards:templates.map_by_state',
  bars_by_site: 'dashboards:templates.bars_by_site',
  bars_by_channel: 'dashboards:templates.bars_by_channel',
};

export const pacingKeys: Record<PacingState, string> = {
  on_track: 'dashboards:pacing.on_track',
  behind: 'dashboards:pacing.behind',
  ahead: 'dashboards:pacing.ahead',
  not_started: 'dashboards:pacing.not_started',
  no_schedule: 'dashboards:pacing.no_schedule',
};

export const pacingPercentKeys = {
  behind: 'dashboards:pacing.behind_pct',
  ahead: 'dashboards:pacing.ahead_pct',
} as const;

export const requestStatusKeys = {
  open: 'dashboards:request.status.open',
  done: 'dashboards:request.status.done',
} as const;
