import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatDate, formatMoney } from '@verba/domain';
import type { DeliveryDay } from '@verba/domain/delivery/views';
import { useTranslation } from 'react-i18next';
import { chartMargin, compactLegend } from './chart-layout';
import { axisMoney, chartMoney, formatCount } from './delivery-format';
import {
  dailyChartHeight,
  dailyChartRows,
  dailyTotal,
  spendCurrencies,
  type DailyChartMetric,
} from './daily-series';

const seriesColors = ['verba.6', 'blue.6', 'orange.6'];

/**
 * A figure of each day as bars: spend (a series per currency) or a count. Loaded lazily (see
 * DailyDelivery): the chart library stays out of the first load.
 */
export function DailyDeliveryChart({
  days,
  metric,
}: {
  days: readonly DeliveryDay[];
  metric: DailyChartMetric;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const currencies = spendCurrencies(days);
  const single = currencies[0]!;
  const spendChart = metric === 'spend';
  const series = spendChart
    ? currencies.map((currency, i) => ({
        name: currency,
        label: currencies.length > 1 ? currency : t('delivery:kpi.spend'),
        color: seriesColors[i % seriesColors.length]!,
      }))
    : [{ name: 'value', label: t(`delivery:kpi.${metric}`), color: 'verba.6' }];
  const total = dailyTotal(days, metric);
  const label = t('delivery:daily.chart_label', {
    metric: t(`delivery:kpi.${metric}`),
    from: formatDate(days[0]?.date ?? '', lang),
    to: formatDate(days.at(-1)?.date ?? '', lang),
    total:
      typeof total === 'number'
        ? formatCount(total, lang)
        : total.map((s) => formatMoney(s.amount, s.currency)).join(' · ') || formatMoney('0', single),
  });
  const formatValue = (value: number) =>
    spendChart
      ? currencies.length > 1
        ? formatCount(value / 100, lang)
        : chartMoney(value, single)
      : formatCount(value, lang);
  return (
    <BarChart
      component="figure"
      m={0}
      aria-label={label}
      data-testid="daily-delivery-chart"
      h={dailyChartHeight}
      data={dailyChartRows(days, metric, lang)}
      dataKey="day"
      series={series}
      withLegend={series.length > 1}
      styles={compactLegend}
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="x"
      barChartProps={{ margin: chartMargin }}
      valueFormatter={formatValue}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      yAxisProps={{
        width: 'auto',
        allowDecimals: false,
        tickFormatter: (value: number) =>
          spendChart && currencies.length === 1
            ? axisMoney(value, single)
            : new Intl.NumberFormat(lang, { notation: 'compact' }).format(spendChart ? value / 100 : value),
      }}
    />
  );
}
