import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list/ResponsiveList';
import { count } from './money';

interface DayFigures {
  impressions: number;
  clicks: number;
  conversions: number;
}

/** The recorded counts of a managed campaign's day, as both the staff page and the advertiser's show them. */
export function manualFigureColumns<T extends DayFigures>(t: TFunction, language: string): ListColumn<T>[] {
  const labels = {
    impressions: t('manualDelivery:columns.impressions'),
    clicks: t('manualDelivery:columns.clicks'),
    conversions: t('manualDelivery:columns.conversions'),
  };
  return (['impressions', 'clicks', 'conversions'] as const).map((key) => ({
    key,
    label: labels[key],
    align: 'right',
    render: (d: T) => <Text size="sm">{count(d[key], language)}</Text>,
  }));
}
