import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ReportColumnType } from '@verba/core/reports/report-table';
import { useTranslation } from 'react-i18next';
import { axisMoney, axisRate } from '../campaigns/delivery/delivery-format';

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
  const { i18n } = useTranslation();
  const valueFormatter = (value: number) => format(value, type);
  // Axis ticks as /reports draws them: whole reais without cents, rates and compact counts.
  const axis = (value: number) =>
    type === 'money'
      ? axisMoney(value, 'BRL')
      : type === 'percent'
        ? axisRate(value, i18n.language)
        : new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(value);
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
        yAxisProps={{ width: 'auto', tickFormatter: axis }}
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
      xAxisProps={{ tickFormatter: axis }}
      gridAxis="none"
    />
  );
}
