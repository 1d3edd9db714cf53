import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeliveryTotalsView } from '../../../hooks/api/delivery';
import { formatCount, formatRate } from './delivery-format';

/**
 * The five key figures: impressions, clicks, CTR, conversions and spend (already formatted: one
 * amount, or one per currency). Each figure's test id is `${testIdPrefix}-${figure}`.
 */
export function DeliveryKpis({
  totals,
  spend,
  testIdPrefix = 'delivery',
}: {
  totals: Omit<DeliveryTotalsView, 'spend' | 'spend_micros'>;
  spend: string;
  testIdPrefix?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const cards: [string, string, string][] = [
    ['impressions', t('delivery:kpi.impressions'), formatCount(totals.impressions, lang)],
    ['clicks', t('delivery:kpi.clicks'), formatCount(totals.clicks, lang)],
    ['ctr', t('delivery:kpi.ctr'), formatRate(totals.ctr, lang)],
    ['conversions', t('delivery:kpi.conversions'), formatCount(totals.conversions, lang)],
    ['spend', t('delivery:kpi.spend'), spend],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map(([key, label, value]) => (
        <Paper key={key} withBorder radius="md" p="sm" miw={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }} data-testid={`${testIdPrefix}-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
