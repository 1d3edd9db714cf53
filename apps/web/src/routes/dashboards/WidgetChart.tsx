import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ReportColumnType } from '@verba/core/reports/report-table';

export interface WidgetPoint {
  label: string;
  value: number | null;
}

/**
 * A widget's line or bars, filling its cell (loaded with `import()`: the chart library stays out
 * of the page's first bundle).
 */
export function WidgetChart({
  kind,
  points,
  series,
  type,
  format,
}: {
  kind: 'line' | 'bars';
  points: WidgetPoint[];
  series: string;
  type: ReportColumnType;
  format: (value: number | null, type: ReportColumnType) => string;
}) {
  const valueFormatter = (value: number) => format(value, type);
  if (kind === 'line')
    return (
      <LineChart
        h="100%"
        data={points}
        dataKey="label"
        series={[{ name: 'value', label: series, color: 'blue.6' }]}
        curveType="monotone"
        withDots={points.length <= 31}
        valueFormatter={valueFormatter}
        yAxisProps={{ width: 70 }}
        connectNulls
      />
    );
  return (
    <BarChart
      h="100%"
      data={points}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'value', label: series, color: 'blue.6' }]}
      valueFormatter={valueFormatter}
      yAxisProps={{ width: 110 }}
      gridAxis="none"
    />
  );
}
