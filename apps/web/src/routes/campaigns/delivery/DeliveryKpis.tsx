import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { DeliveryTotalsView } from '../../../hooks/api/delivery';
import { formatCount, formatRate } from './delivery-format';

/** The five key figures: impressions, clicks, CTR, conversions, spend. */
export function DeliveryKpis({ totals, currency }: { totals: DeliveryTotalsView; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const cards: [string, string, string][] = [
    ['impressions', t('delivery:kpi.impressions'), formatCount(totals.impressions, lang)],
    ['clicks', t('delivery:kpi.clicks'), formatCount(totals.clicks, lang)],
    ['ctr', t('delivery:kpi.ctr'), formatRate(totals.ctr, lang)],
    ['conversions', t('delivery:kpi.conversions'), formatCount(totals.conversions, lang)],
    ['spend', t('delivery:kpi.spend'), formatMoney(totals.spend, currency)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map(([key, label, value]) => (
        <Paper key={key} withBorder radius="md" p="sm" miw={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }} data-testid={`delivery-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
