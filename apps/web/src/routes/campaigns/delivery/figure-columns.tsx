import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list/ResponsiveList';
import type { DeliveryTotalsView } from '../../../hooks/api/delivery';
import { formatCount, formatRate } from './delivery-format';

const figure = (value: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Text>
);

/** The delivery figures of a row as list columns: impressions, clicks, CTR and (wide screens) conversions. */
export function figureColumns<Row>(
  totalsOf: (row: Row) => Pick<DeliveryTotalsView, 'impressions' | 'clicks' | 'ctr' | 'conversions'>,
  t: TFunction,
  language: string,
  { ctrFrom }: { ctrFrom?: 'sm' } = {},
): ListColumn<Row>[] {
  return [
    {
      key: 'impressions',
      label: t('delivery:kpi.impressions'),
      align: 'right',
      render: (row) => figure(formatCount(totalsOf(row).impressions, language)),
    },
    {
      key: 'clicks',
      label: t('delivery:kpi.clicks'),
      align: 'right',
      render: (row) => figure(formatCount(totalsOf(row).clicks, language)),
    },
    {
      key: 'ctr',
      label: t('delivery:kpi.ctr'),
      align: 'right',
      ...(ctrFrom && { visibleFrom: ctrFrom }),
      render: (row) => figure(formatRate(totalsOf(row).ctr, language)),
    },
    {
      key: 'conversions',
      label: t('delivery:kpi.conversions'),
      align: 'right',
      visibleFrom: 'lg',
      render: (row) => figure(formatCount(totalsOf(row).conversions, language)),
    },
  ];
}
