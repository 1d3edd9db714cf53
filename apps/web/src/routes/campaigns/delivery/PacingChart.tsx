import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatMoney, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { TodayPacing } from '../../../hooks/api/delivery';
import { chartMargin, compactLegend } from './chart-layout';
import { axisMoney, chartMoney } from './delivery-format';
import { pacingChartHeight, pacingRows } from './pacing-series';

const dayTicks = ['00h', '06h', '12h', '18h', '24h'];

/**
 * Today's pacing as two cumulative lines over the São Paulo day: spent so far (solid, up to the
 * current hour) and the target curve (dashed). Loaded lazily (see LazyPacingChart): the chart library
 * stays out of the first load.
 */
export function PacingChart({ pacing, currency }: { pacing: TodayPacing; currency: Currency }) {
  const { t } = useTranslation();
  const rows = pacingRows(pacing);
  const hasTarget = rows.some((r) => r.target !== null);
  const label = t('delivery:pacing.chart_label', {
    spent: formatMoney(pacing.spent_today, currency),
    target: pacing.target_now === null ? '—' : formatMoney(pacing.target_now, currency),
  });
  return (
    <LineChart
      component="figure"
      m={0}
      aria-label={label}
      data-testid="pacing-chart"
      h={pacingChartHeight}
      data={rows}
      dataKey="hour"
      series={[
        { name: 'spent', label: t('delivery:pacing.legend_spent'), color: 'verba.6' },
        ...(hasTarget
          ? [
              {
                name: 'target',
                label: t('delivery:pacing.legend_target'),
                color: 'gray.6',
                strokeDasharray: '6 4',
              },
            ]
          : []),
      ]}
      curveType="linear"
      withDots={false}
      lineChartProps={{ margin: chartMargin }}
      strokeWidth={2.5}
      withLegend
      styles={compactLegend}
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="x"
      valueFormatter={(value) => chartMoney(value, currency)}
      xAxisProps={{ ticks: dayTicks, interval: 0 }}
      yAxisProps={{
        width: 'auto',
        tickFormatter: (value: number) => axisMoney(value, currency),
      }}
    />
  );
}
