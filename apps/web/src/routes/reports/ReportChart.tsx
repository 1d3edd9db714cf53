import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportDimension, ReportMetric } from '@verba/domain/reports/vocabulary';
import { useTranslation } from 'react-i18next';
import { axisTickFormat, axisWidth, measureTick, valueAxis } from '../../components/charts/value-axis';
import type { ReportPage } from '../../hooks/api/reports';
import { chartMargin, compactLegend } from '../campaigns/delivery/chart-layout';
import { BarLabel } from './BarLabel';
import { formatDimensionLabel, formatReportValue } from './report-format';
import { everyDay, isTimeDimension } from './report-state';
import { reportChartHeight } from './report-chart-size';
import { reportMetricLabelKeys } from '@verba/domain/reports/label-keys';

/** The height of a report's chart: a line's fixed height, or room for every bar (two with a comparison). */
export const reportChartHeightOf = (page: ReportPage) =>
  isTimeDimension(page.definition.dimensions[0]!)
    ? reportChartHeight
    : Math.max(120, page.rows.length * (page.comparison_range ? 40 : 28) + 48);

/**
 * Room right of the bars: the last tick's label is centred on the plot's right edge, so half of it
 * (at least the margin's own 8 px) must fit outside the plot, or "R$ 15.000" loses its end.
 */
const barRightMargin = (labels: readonly string[]) =>
  Math.max(chartMargin.right, Math.ceil(measureTick(labels.at(-1) ?? '') / 2) + 2);

/**
 * One metric of the report along its first dimension: a line over time (with the compared period
 * as a dashed line), or bars of the largest values of any other dimension. Loaded lazily (see
 * ReportChartCard): the chart library stays out of the page's bundle.
 */
export function ReportChart({
  page,
  metric,
  label,
}: {
  page: ReportPage;
  metric: ReportMetric;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const dimension = page.columns.find((c) => c.kind === 'dimension')!;
  const column = page.columns.find((c) => c.key === metric)!;
  const comparing = Boolean(page.comparison_range);
  const points = page.rows.map((row) => ({
    day: row.dimensions[dimension.key as ReportDimension]?.id ?? '',
    label: formatDimensionLabel(
      dimension.key as ReportDimension,
      row.dimensions[dimension.key as ReportDimension],
      lang,
      (key) => (i18n.exists(key) ? t(key) : undefined),
    ),
    value: row.metrics[metric] ?? null,
    previous: row.previous?.[metric] ?? null,
  }));
  const data =
    dimension.key === 'date'
      ? everyDay(points, page.range, metric, (day, value) => ({
          day,
          label: formatDimensionLabel('date', { id: day, label: day }, lang),
          value,
          previous: null,
        }))
      : points;
  const metricLabel = t(reportMetricLabelKeys[metric]);
  const series = [
    { name: 'value', label: metricLabel, color: 'verba.6' },
    ...(comparing
      ? [{ name: 'previous', label: t('reports:chart.previous', { metric: metricLabel }), color: 'gray.5' }]
      : []),
  ];
  const format = (value: number) => formatReportValue(value, column.type, lang);
  const axis = axisTickFormat(column.type, lang);
  // The value axis computed, as on the dashboards' widgets (components/charts/value-axis.ts): a
  // round domain with headroom over both series, explicit ticks, and room for the widest label.
  const scale = valueAxis(data.flatMap((point) => [point.value, comparing ? point.previous : null]));
  const tickLabels = scale.ticks.map(axis);

  if (isTimeDimension(dimension.key as never))
    return (
      <LineChart
        component="figure"
        m={0}
        aria-label={label}
        data-testid="report-chart-line"
        h={reportChartHeight}
        data={data}
        dataKey="label"
        series={series}
        withLegend={comparing}
        legendProps={{ verticalAlign: 'bottom' }}
        styles={compactLegend}
        gridAxis="xy"
        withDots={data.length <= 31}
        curveType="linear"
        connectNulls={false}
        lineChartProps={{ margin: chartMargin }}
        valueFormatter={format}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{
          width: axisWidth(tickLabels, measureTick),
          tickFormatter: axis,
          domain: scale.domain,
          ticks: scale.ticks,
          allowDataOverflow: false,
        }}
        lineProps={(entry) => (entry.name === 'previous' ? { strokeDasharray: '5 4' } : {})}
      />
    );

  return (
    <BarChart
      component="figure"
      m={0}
      aria-label={label}
      data-testid="report-chart-bars"
      h={reportChartHeightOf(page)}
      data={data}
      dataKey="label"
      orientation="vertical"
      series={series}
      withLegend={comparing}
      legendProps={{ verticalAlign: 'bottom' }}
      styles={compactLegend}
      gridAxis="x"
      barChartProps={{ margin: { ...chartMargin, right: barRightMargin(tickLabels) } }}
      valueFormatter={format}
      xAxisProps={{ tickFormatter: axis, domain: scale.domain, ticks: scale.ticks }}
      yAxisProps={{
        width: narrow ? 100 : 170,
        interval: 0,
        tick: (props: object) => <BarLabel {...props} max={narrow ? 13 : 24} />,
      }}
    />
  );
}
