import 'react-grid-layout/css/styles.css';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { dashboardGrid, type DashboardWidget, type ReportRange } from '@verba/domain';
import GridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import { DashboardWidgetCard } from './DashboardWidgetCard';
import { applyLayout } from './widget-placement';

/**
 * The board's widgets on a 12-column grid (react-grid-layout): dragged by their handle and resized
 * from the corner while editing. Under 768 px the widgets stack at full width (no dragging on a
 * phone), each as tall as on the grid.
 */
export function DashboardGrid({
  widgets,
  range,
  editing,
  onChange,
}: {
  widgets: DashboardWidget[];
  range: ReportRange;
  editing: boolean;
  onChange?: (widgets: DashboardWidget[]) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const narrow = useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false });
  const remove = (id: string) => onChange?.(widgets.filter((w) => w.id !== id));

  if (narrow)
    return (
      <Stack gap="sm" data-testid="dashboard-grid">
        {[...widgets]
          .sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x)
          .map((w) => (
            <div
              key={w.id}
              style={{
                height: Math.max(2, w.layout.h) * dashboardGrid.rowHeight * (w.kind === 'map' ? 1.2 : 1),
              }}
            >
              <DashboardWidgetCard widget={w} range={range} editing={editing} onRemove={() => remove(w.id)} />
            </div>
          ))}
      </Stack>
    );

  const layout: Layout = widgets.map((w) => ({ i: w.id, ...w.layout, minW: 2, minH: 2 }));
  return (
    <div ref={containerRef} data-testid="dashboard-grid">
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: dashboardGrid.columns,
            rowHeight: dashboardGrid.rowHeight,
            margin: [12, 12],
            containerPadding: [0, 0],
          }}
          dragConfig={{ enabled: editing, handle: '.widget-drag-handle' }}
          resizeConfig={{ enabled: editing, handles: ['se'] }}
          onLayoutChange={(next) => {
            if (!editing) return;
            const moved = applyLayout(widgets, next);
            if (JSON.stringify(moved.map((w) => w.layout)) !== JSON.stringify(widgets.map((w) => w.layout)))
              onChange?.(moved);
          }}
        >
          {widgets.map((w) => (
            <div key={w.id} data-widget-id={w.id}>
              <DashboardWidgetCard widget={w} range={range} editing={editing} onRemove={() => remove(w.id)} />
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
