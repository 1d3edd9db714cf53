import { z } from '../zod';
import { multilineText, text } from '../schemas/text';
import {
  reportDefinitionSchema,
  reportDefinitionVersion,
  reportRangeSchema,
  type ReportDefinition,
  type ReportRange,
} from '../reports/definition';

/**
 * Dashboards (issue 29, docs/dashboards.md): a board is a grid of widgets over one date range; each
 * widget is a report definition (the engine of packages/core/src/reports runs it with the board's
 * range) drawn as a KPI, a line over time, bars per dimension, a table or a map of Brazil by state.
 */
export const dashboardWidgetKinds = ['kpi', 'line', 'bars', 'table', 'map'] as const;
export type DashboardWidgetKind = (typeof dashboardWidgetKinds)[number];

/** The grid: 12 columns; a widget is at least 2 × 2 cells. */
export const dashboardGrid = { columns: 12, rowHeight: 80, maxWidgets: 24, maxRows: 200 } as const;

const timeDimensions = new Set(['date', 'week', 'month', 'hour']);

export const dashboardLayoutSchema = z
  .object({
    x: z
      .number()
      .int()
      .min(0)
      .max(dashboardGrid.columns - 1),
    y: z.number().int().min(0).max(dashboardGrid.maxRows),
    w: z.number().int().min(2).max(dashboardGrid.columns),
    h: z.number().int().min(2).max(12),
  })
  .refine((l) => l.x + l.w <= dashboardGrid.columns, {
    message: 'dashboards:validation.layout',
    path: ['w'],
  });
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

export const dashboardWidgetSchema = z
  .object({
    id: text().trim().min(1).max(40),
    kind: z.enum(dashboardWidgetKinds),
    title: text().trim().min(1, 'dashboards:validation.title').max(80),
    /** Its range is replaced by the board's when it runs. */
    definition: reportDefinitionSchema,
    layout: dashboardLayoutSchema,
  })
  .superRefine((w, ctx) => {
    const first = w.definition.dimensions[0];
    if (w.kind === 'map' && first !== 'state')
      ctx.addIssue({
        code: 'custom',
        message: 'dashboards:validation.map_needs_state',
        path: ['definition'],
      });
    if (w.kind === 'line' && !timeDimensions.has(first ?? ''))
      ctx.addIssue({
        code: 'custom',
        message: 'dashboards:validation.line_needs_time',
        path: ['definition'],
      });
  });
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

export const dashboardInputSchema = z
  .object({
    name: text().trim().min(1, 'dashboards:validation.name').max(120),
    range: reportRangeSchema,
    widgets: z.array(dashboardWidgetSchema).max(dashboardGrid.maxWidgets, 'dashboards:validation.too_many'),
  })
  .superRefine((d, ctx) => {
    const ids = new Set<string>();
    d.widgets.forEach((w, i) => {
      if (ids.has(w.id))
        ctx.addIssue({
          code: 'custom',
          message: 'dashboards:validation.widget_id',
          path: ['widgets', i, 'id'],
        });
      ids.add(w.id);
    });
  });
export type DashboardInput = z.infer<typeof dashboardInputSchema>;

/** "Solicitar dashboard": what the company wants to see (spec §2: added within 48 hours). */
export const dashboardRequestInputSchema = z.object({
  description: multilineText().trim().min(10, 'dashboards:validation.description').max(2000),
  advertiser_id: text().max(64).optional(),
});
export type DashboardRequestInput = z.infer<typeof dashboardRequestInputSchema>;

/** The board's range applied to a widget's definition: what the engine runs. */
export const widgetDefinitionFor = (
  widget: Pick<DashboardWidget, 'definition'>,
  range: ReportRange,
): ReportDefinition => ({
  ...widget.definition,
  range,
});

const base = {
  version: reportDefinitionVersion,
  filters: {},
  range: { preset: 'last_30_days' },
  time_zone: 'America/Sao_Paulo',
  comparison: 'none',
} as const satisfies Partial<ReportDefinition>;

/**
 * Ready-made widgets: what "Adicionar widget" offers, what staff assemble a requested board from,
 * and the advertiser overview. `key` names the title (`dashboards:templates.<key>`).
 */
export const dashboardWidgetTemplates = {
  kpi_spend: { kind: 'kpi', w: 3, h: 2, definition: { ...base, dimensions: ['date'], metrics: ['spend'] } },
  kpi_impressions: {
    kind: 'kpi',
    w: 3,
    h: 2,
    definition: { ...base, dimensions: ['date'], metrics: ['impressions'] },
  },
  kpi_clicks: {
    kind: 'kpi',
    w: 3,
    h: 2,
    definition: { ...base, dimensions: ['date'], metrics: ['clicks', 'ctr'] },
  },
  kpi_conversions: {
    kind: 'kpi',
    w: 3,
    h: 2,
    definition: { ...base, dimensions: ['date'], metrics: ['conversions', 'cpa'] },
  },
  line_spend_by_day: {
    kind: 'line',
    w: 8,
    h: 4,
    definition: {
      ...base,
      dimensions: ['date'],
      metrics: ['spend', 'impressions'],
      sort: { by: 'date', direction: 'asc' },
    },
  },
  bars_by_device: {
    kind: 'bars',
    w: 4,
    h: 4,
    definition: {
      ...base,
      dimensions: ['device'],
      metrics: ['impressions', 'clicks'],
      sort: { by: 'impressions', direction: 'desc' },
    },
  },
  table_top_campaigns: {
    kind: 'table',
    w: 8,
    h: 5,
    definition: {
      ...base,
      dimensions: ['campaign'],
      metrics: ['impressions', 'clicks', 'ctr', 'conversions', 'spend', 'cpa'],
      sort: { by: 'spend', direction: 'desc' },
    },
  },
  map_by_state: {
    kind: 'map',
    w: 4,
    h: 5,
    definition: {
      ...base,
      dimensions: ['state'],
      metrics: ['impressions', 'spend'],
      sort: { by: 'impressions', direction: 'desc' },
    },
  },
  bars_by_site: {
    kind: 'bars',
    w: 6,
    h: 4,
    definition: {
      ...base,
      dimensions: ['site_or_app'],
      metrics: ['impressions', 'clicks'],
      sort: { by: 'impressions', direction: 'desc' },
    },
  },
  bars_by_channel: {
    kind: 'bars',
    w: 6,
    h: 4,
    definition: {
      ...base,
      dimensions: ['channel'],
      metrics: ['spend', 'impressions'],
      sort: { by: 'spend', direction: 'desc' },
    },
  },
} as const satisfies Record<
  string,
  { kind: DashboardWidgetKind; w: number; h: number; definition: ReportDefinition }
>;
export type DashboardWidgetTemplateKey = keyof typeof dashboardWidgetTemplates;
export const dashboardWidgetTemplateKeys = Object.keys(
  dashboardWidgetTemplates,
) as DashboardWidgetTemplateKey[];

/**
 * Lays templates out left to right, row by row (the first free place in a 12-column grid), with
 * optional extra filters (the advertiser overview narrows every widget to one advertiser).
 */
export function widgetsOfTemplates(
  keys: readonly DashboardWidgetTemplateKey[],
  titleOf: (key: DashboardWidgetTemplateKey) => string,
  filters: ReportDefinition['filters'] = {},
): DashboardWidget[] {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  return keys.map((key, i) => {
    const t = dashboardWidgetTemplates[key];
    if (x + t.w > dashboardGrid.columns) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    const layout = { x, y, w: t.w, h: t.h };
    x += t.w;
    rowHeight = Math.max(rowHeight, t.h);
    const definition = structuredClone(t.definition) as ReportDefinition;
    return {
      id: `w${i + 1}-${key}`,
      kind: t.kind,
      title: titleOf(key),
      definition: { ...definition, filters: { ...definition.filters, ...filters } },
      layout,
    };
  });
}

/** The advertiser overview (`/dashboards/advertisers/{id}`): ready without setup. */
export const advertiserOverviewTemplates: readonly DashboardWidgetTemplateKey[] = [
  'kpi_spend',
  'kpi_impressions',
  'kpi_clicks',
  'kpi_conversions',
  'line_spend_by_day',
  'map_by_state',
  'table_top_campaigns',
  'bars_by_channel',
];

/** The widget kind that draws a report definition best (for "Adicionar ao dashboard" from /reports). */
export function widgetKindFor(definition: ReportDefinition): DashboardWidgetKind {
  const first = definition.dimensions[0] ?? 'date';
  if (first === 'state') return 'map';
  if (timeDimensions.has(first)) return 'line';
  return definition.dimensions.length > 1 ? 'table' : 'bars';
}
