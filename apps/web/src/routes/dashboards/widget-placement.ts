import {
  dashboardGrid,
  dashboardWidgetTemplates,
  type DashboardWidget,
  type DashboardWidgetKind,
  type ReportDefinition,
} from '@verba/domain';

/** Default size of a new widget of each kind (cells of the 12-column grid). */
export const widgetSizes: Record<DashboardWidgetKind, { w: number; h: number }> = {
  kpi: { w: 3, h: 2 },
  line: { w: 8, h: 4 },
  bars: { w: 6, h: 4 },
  table: { w: 8, h: 5 },
  map: { w: 4, h: 5 },
};

/** A new widget's place: below everything on the board, at the left. */
export function placeBelow(widgets: readonly DashboardWidget[], kind: DashboardWidgetKind) {
  const y = widgets.reduce((bottom, w) => Math.max(bottom, w.layout.y + w.layout.h), 0);
  const size = widgetSizes[kind];
  return { x: 0, y: Math.min(y, dashboardGrid.maxRows), w: size.w, h: size.h };
}

/** A fresh widget id, unique on the board. */
export function newWidgetId(widgets: readonly DashboardWidget[]): string {
  const taken = new Set(widgets.map((w) => w.id));
  for (let n = widgets.length + 1; ; n++) if (!taken.has(`w${n}`)) return `w${n}`;
}

/** The definition a template stands for (a copy: the board may change it). */
export const templateDefinition = (key: keyof typeof dashboardWidgetTemplates): ReportDefinition =>
  structuredClone(dashboardWidgetTemplates[key].definition);

/** Moves and sizes from the grid onto the widgets (the grid reports `{ i, x, y, w, h }`). */
export function applyLayout(
  widgets: readonly DashboardWidget[],
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
): DashboardWidget[] {
  const byId = new Map(layout.map((l) => [l.i, l]));
  return widgets.map((w) => {
    const l = byId.get(w.id);
    if (!l) return w;
    const width = Math.max(2, Math.min(dashboardGrid.columns, l.w));
    return {
      ...w,
      layout: {
        x: Math.max(0, Math.min(dashboardGrid.columns - width, l.x)),
        y: Math.max(0, l.y),
        w: width,
        h: Math.max(2, l.h),
      },
    };
  });
}
