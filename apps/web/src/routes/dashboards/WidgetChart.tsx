import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ReportColumnType } from '@verba/core/reports/report-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { axisTickFormat, axisWidth, measureTick, valueAxis } from '../../components/charts/value-axis';
import { chartMargin } from '../campaigns/delivery/chart-layout';
import { BarLabel } from '../reports/BarLabel';

export interface WidgetPoint {
  label: string;
  value: number | null;
}

/**
 * A widget's line or bars, filling its cell (loaded with `import()`: the chart library stays out
 * of the page's first bundle). The value axis is computed here, not left to recharts: a round
 * linear domain with headroom and explicit ticks, and a y axis as wide as its widest label (the
 * widget's body scrolls, so anything drawn outside the chart is cut, unlike on /reports).
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
  const lang = i18n.language;
  const valueFormatter = (value: number) => format(value, type);
  // Axis ticks as /reports draws them: whole reais without cents, rates and compact counts.
  const axis = axisTickFormat(type, lang);
  const scale = useMemo(() => valueAxis(points.map((p) => p.value)), [points]);
  const labels = scale.ticks.map(axis);
  const width = axisWidth(labels, measureTick);
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
        lineChartProps={{ margin: chartMargin }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{
          width,
          tickFormatter: axis,
          domain: scale.domain,
          ticks: scale.ticks,
          allowDataOverflow: false,
        }}
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
      barChartProps={{ margin: { ...chartMargin, right: 16 } }}
      yAxisProps={{
        width: 110,
        interval: 0,
        tick: (props: object) => <BarLabel {...props} max={14} />,
      }}
      xAxisProps={{ tickFormatter: axis, domain: scale.domain, ticks: scale.ticks }}
      gridAxis="none"
    />
  );
}
