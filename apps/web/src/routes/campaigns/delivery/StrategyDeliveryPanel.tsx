import { Alert, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useStrategyDelivery, type StrategyDelivery } from '../../../hooks/api/delivery';
import { DailyDeliveryCard } from './DailyDelivery';
import { DeliveryHeading } from './DeliveryHeading';
import { DeliveryKpis } from './DeliveryKpis';
import { DeliveryLoadState } from './DeliveryLoadState';
import { DeliveryPeriodSelect } from './DeliveryPeriodSelect';
import { NotDeliveringBadge } from './NotDeliveringBadge';
import { PacingCard } from './PacingCard';
import { PlatformNotConnected } from './PlatformNotConnected';
import { useDeliveryPeriod } from './use-delivery-period';

/** The Delivery panel of a strategy's page: whether it delivers and why not, its figures, pacing and days. */
export function StrategyDeliveryPanel({
  campaignId,
  strategyId,
}: {
  campaignId: string;
  strategyId: string;
}) {
  const delivery = useStrategyDelivery(campaignId, strategyId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="delivery-heading" data-testid="delivery-panel">
      <DeliveryHeading generatedAt={delivery.data?.generated_at} />
      {delivery.data ? (
        <Figures delivery={delivery.data} />
      ) : (
        <DeliveryLoadState error={delivery.error} onRetry={() => void delivery.refetch()} />
      )}
    </Stack>
  );
}

function Figures({ delivery: d }: { delivery: StrategyDelivery }) {
  const { t } = useTranslation();
  const s = d.strategy;
  const shown = useDeliveryPeriod(s.totals, d.days, d.currency);
  const offPlatform = s.reasons.some((r) => r.code === 'channel_not_live');
  return (
    <>
      <Group gap="xs">
        <NotDeliveringBadge reasons={s.reasons} testId="strategy-delivery-state" />
      </Group>
      {offPlatform ? (
        <PlatformNotConnected />
      ) : (
        s.totals.impressions === 0 &&
        s.totals.spend === '0' && (
          <Alert color="gray" variant="light" data-testid="delivery-empty">
            <Text size="sm" fw={600}>
              {t('delivery:empty.title')}
            </Text>
          </Alert>
        )
      )}
      <DeliveryPeriodSelect value={shown.period} onChange={shown.setPeriod} />
      <DeliveryKpis totals={shown.totals} spend={formatMoney(shown.totals.spend, d.currency)} />
      {!offPlatform && <PacingCard pacing={d.pacing} currency={d.currency} />}
      <DailyDeliveryCard days={shown.days} inPeriod={shown.period !== null} />
    </>
  );
}
