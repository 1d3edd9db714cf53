import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatDate, formatMoney } from '@verba/domain';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { useTranslation } from 'react-i18next';
import { chartMargin, compactLegend } from '../campaigns/delivery/chart-layout';
import { axisMoney, chartMoney, formatCount } from '../campaigns/delivery/delivery-format';
import {
  homeChartHeight,
  homeChartRows,
  spendCurrencies,
  type HomeChartMetric,
} from './home-delivery-series';

const seriesColors = ['verba.6', 'blue.6', 'orange.6'];

/**
 * The active campaigns' figure of each of the last 30 days as bars: spend (a series per currency)
 * or a count. Loaded lazily (see LazyHomeDeliveryChart): the chart library stays out of the first load.
 */
export function HomeDeliveryChart({ view, metric }: { view: HomeDelivery; metric: HomeChartMetric }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const currencies = spendCurrencies(view);
  const single = currencies[0]!;
  const spendChart = metric === 'spend';
  const series = spendChart
    ? currencies.map((currency, i) => ({
        name: currency,
        label: currencies.length > 1 ? currency : t('delivery:kpi.spend'),
        color: seriesColors[i % seriesColors.length]!,
      }))
    : [{ name: 'value', label: t(`delivery:kpi.${metric}`), color: 'verba.6' }];
  const total = spendChart
    ? view.spend.map((s) => formatMoney(s.amount, s.currency)).join(' · ') || formatMoney('0', single)
    : formatCount(view.totals[metric], lang);
  const label = t('shell:home.delivery.chart_label', {
    metric: t(`delivery:kpi.${metric}`),
    from: formatDate(view.from, lang),
    to: formatDate(view.to, lang),
    total,
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
      data-testid="home-delivery-chart"
      h={homeChartHeight}
      data={homeChartRows(view, metric, lang)}
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
            ? axisMoney(value, single, lang)
            : new Intl.NumberFormat(lang, { notation: 'compact' }).format(spendChart ? value / 100 : value),
      }}
    />
  );
}
