import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Grid, Paper, Text } from '@mantine/core';
import { formatMoney } from '@verba/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffDelivery } from '../../../hooks/api/delivery';
import {
  axisMoney,
  axisRate,
  chartMoney,
  formatCount,
  formatDecimal,
  formatRate,
} from '../../campaigns/delivery/delivery-format';
import { chartMargin, compactLegend } from '../../campaigns/delivery/chart-layout';
import { minuteChartHeight, minuteRows } from './minute-series';

/**
 * The last hour minute by minute: requests, bid and win rates, latency p50/p99 and spend. Loaded
 * lazily (see LazyMinuteCharts): the chart library stays out of the first load.
 */
export function MinuteCharts({ d }: { d: StaffDelivery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows = minuteRows(d.since, d.minutes, lang);
  // Only the hour's two ends are labelled, as "60 min ago" and "now": the tooltip gives each minute.
  const xAxisProps = {
    ticks: [rows[0]!.minute, rows[rows.length - 1]!.minute],
    interval: 0 as const,
    tickFormatter: (minute: string) =>
      minute === rows[0]!.minute ? t('delivery:staff.hour_ago') : t('delivery:staff.now'),
  };
  const yAxisProps = { width: 'auto' as const };
  const rateSeries = [
    { name: 'bid_rate', label: t('delivery:staff.bid_rate'), color: 'verba.6' },
    { name: 'win_rate', label: t('delivery:staff.win_rate'), color: 'orange.6' },
  ];
  const latencySeries = [
    { name: 'p50', label: t('delivery:staff.latency_p50'), color: 'verba.6' },
    { name: 'p99', label: t('delivery:staff.latency_p99'), color: 'red.6' },
  ];
  return (
    <Grid gap="sm">
      <ChartCard title={t('delivery:staff.requests_chart')}>
        <BarChart
          data-testid="staff-chart-requests"
          barChartProps={{ margin: chartMargin }}
          h={minuteChartHeight}
          data={rows}
          dataKey="minute"
          series={[{ name: 'requests', label: t('delivery:staff.requests_chart'), color: 'verba.6' }]}
          gridAxis="x"
          valueFormatter={(v) => formatCount(v, lang)}
          xAxisProps={xAxisProps}
          yAxisProps={yAxisProps}
        />
      </ChartCard>
      <ChartCard title={rateSeries.map((s) => s.label).join(' · ')}>
        <LineChart
          data-testid="staff-chart-rates"
          lineChartProps={{ margin: chartMargin }}
          h={minuteChartHeight}
          data={rows}
          dataKey="minute"
          series={rateSeries}
          withDots={false}
          curveType="linear"
          gridAxis="x"
          withLegend
          styles={compactLegend}
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(v) => formatRate(v, lang)}
          xAxisProps={xAxisProps}
          yAxisProps={{ ...yAxisProps, tickFormatter: (v: number) => axisRate(v, lang) }}
        />
      </ChartCard>
      <ChartCard title={latencySeries.map((s) => s.label).join(' · ')}>
        <LineChart
          data-testid="staff-chart-latency"
          lineChartProps={{ margin: chartMargin }}
          h={minuteChartHeight}
          data={rows}
          dataKey="minute"
          series={latencySeries}
          withDots={false}
          curveType="linear"
          gridAxis="x"
          withLegend
          styles={compactLegend}
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(v) => `${formatDecimal(v, lang, 2)} ms`}
          xAxisProps={xAxisProps}
          yAxisProps={yAxisProps}
        />
      </ChartCard>
      <ChartCard title={t('delivery:staff.spend_chart', { total: formatMoney(d.spend, 'BRL') })}>
        <BarChart
          data-testid="staff-chart-spend"
          barChartProps={{ margin: chartMargin }}
          h={minuteChartHeight}
          data={rows}
          dataKey="minute"
          series={[{ name: 'spend', label: t('delivery:staff.spend_per_minute'), color: 'verba.6' }]}
          gridAxis="x"
          valueFormatter={(v) => chartMoney(v, 'BRL')}
          xAxisProps={xAxisProps}
          yAxisProps={{
            ...yAxisProps,
            allowDecimals: false,
            tickFormatter: (v: number) => axisMoney(v, 'BRL'),
          }}
        />
      </ChartCard>
    </Grid>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, md: 6 }}>
      <Paper withBorder radius="md" p="md" component="figure" m={0} aria-label={title}>
        <Text size="sm" fw={600} mb="xs" component="figcaption">
          {title}
        </Text>
        {children}
      </Paper>
    </Grid.Col>
  );
}
