import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { axisMoney } from '../campaigns/delivery/delivery-format';

export interface ConnectedAccountsChartDay {
  day: string;
  cost: number;
  clicks: number;
}

export const connectedAccountsChartHeight = 240;

/**
 * Cost (left axis, in the accounts' currency: R$ 1.200) and clicks (right axis) per day of the
 * advertiser's connected accounts. `cost` is in whole units (reais), as the line is drawn.
 */
export function ConnectedAccountsChart({
  data,
  label,
  currency,
}: {
  data: ConnectedAccountsChartDay[];
  label: string;
  currency: Currency;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <LineChart
      h={connectedAccountsChartHeight}
      data={data}
      dataKey="day"
      aria-label={label}
      series={[
        {
          name: 'cost',
          label: t('connections:connected.columns.cost'),
          color: 'verba.6',
          // The chart's default (left) axis: an unknown id 'left' left that axis without data or ticks.
        },
        {
          name: 'clicks',
          label: t('connections:connected.columns.clicks'),
          color: 'orange.6',
          yAxisId: 'right',
        },
      ]}
      withRightYAxis
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      withDots={false}
      curveType="linear"
      valueFormatter={(value) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}
      yAxisProps={{
        width: 'auto',
        tickFormatter: (value: number) => axisMoney(Math.round(value * 100), currency),
      }}
      rightYAxisProps={{ width: 'auto' }}
    />
  );
}
