import { describe, expect, it } from 'vitest';
import { dashboardInputSchema, widgetsOfTemplates, dashboardWidgetTemplateKeys } from '@verba/domain';
import { applyLayout, newWidgetId, placeBelow } from './widget-placement';

describe('widget placement', () => {
  const widgets = widgetsOfTemplates(
    ['kpi_spend', 'kpi_clicks', 'line_spend_by_day', 'map_by_state'],
    (k) => k,
  );

  it('templates lay out left to right inside the 12 columns and make a valid board', () => {
    expect(widgets.map((w) => w.layout)).toEqual([
      { x: 0, y: 0, w: 3, h: 2 },
      { x: 3, y: 0, w: 3, h: 2 },
      { x: 0, y: 2, w: 8, h: 4 },
      { x: 8, y: 2, w: 4, h: 5 },
    ]);
    const every = widgetsOfTemplates(dashboardWidgetTemplateKeys, (k) => k);
    expect(
      dashboardInputSchema.safeParse({ name: 'Tudo', range: { preset: 'last_30_days' }, widgets: every })
        .success,
    ).toBe(true);
  });

  it('a new widget goes below the others with a fresh id', () => {
    expect(placeBelow(widgets, 'table')).toEqual({ x: 0, y: 7, w: 8, h: 5 });
    expect(newWidgetId(widgets)).toBe('w5');
  });

  it('takes the grid moves and keeps every widget inside the grid', () => {
    const moved = applyLayout(widgets, [{ i: widgets[0]!.id, x: 11, y: 3, w: 3, h: 1 }]);
    expect(moved[0]!.layout).toEqual({ x: 9, y: 3, w: 3, h: 2 });
    expect(moved[1]).toEqual(widgets[1]);
  });
});
