import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useCampaignDelivery, type CampaignDelivery } from '../../../hooks/api/delivery';
import { DailyDeliveryCard } from './DailyDelivery';
import { DeliveryBreakdownCard } from './DeliveryBreakdownCard';
import { DeliveryHeading } from './DeliveryHeading';
import { DeliveryKpis } from './DeliveryKpis';
import { DeliveryLoadState } from './DeliveryLoadState';
import { DeliveryPeriodSelect } from './DeliveryPeriodSelect';
import { PacingCard } from './PacingCard';
import { PlatformNotConnected } from './PlatformNotConnected';
import { ReservationBar } from './ReservationBar';
import { StrategyDeliveryList } from './StrategyDeliveryList';
import { useDeliveryPeriod } from './use-delivery-period';

/** The Delivery panel of `/campaigns/{id}`: key figures, reservation, today's pacing, each day and each strategy. */
export function CampaignDeliveryPanel({ campaignId }: { campaignId: string }) {
  const delivery = useCampaignDelivery(campaignId);
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

function Figures({ delivery: d }: { delivery: CampaignDelivery }) {
  const { t } = useTranslation();
  const shown = useDeliveryPeriod(d.totals, d.days, d.currency);
  const nothingYet = d.totals.impressions === 0 && d.totals.spend === '0';
  // A channel not live in this mode: no pacing applies, and nothing delivers it (issue 27).
  const offPlatform =
    d.strategies.length > 0 &&
    d.strategies.every((s) => s.reasons.some((r) => r.code === 'channel_not_live'));
  return (
    <>
      {offPlatform ? (
        <PlatformNotConnected />
      ) : (
        nothingYet && (
          <Alert color="gray" variant="light" data-testid="delivery-empty">
            <Text size="sm" fw={600}>
              {t('delivery:empty.title')}
            </Text>
            <Text size="sm">{t('delivery:empty.body')}</Text>
          </Alert>
        )
      )}
      <DeliveryPeriodSelect value={shown.period} onChange={shown.setPeriod} />
      <DeliveryKpis totals={shown.totals} spend={formatMoney(shown.totals.spend, d.currency)} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('delivery:reservation.title')}
          </Title>
          {d.reservation ? (
            <ReservationBar reservation={d.reservation} currency={d.currency} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('delivery:reservation.none')}
            </Text>
          )}
        </Stack>
      </Paper>
      {!offPlatform && <PacingCard pacing={d.pacing} currency={d.currency} />}
      <DailyDeliveryCard days={shown.days} inPeriod={shown.period !== null} />
      {!nothingYet && <DeliveryBreakdownCard campaignId={d.campaign_id} range={shown.range} />}
      {d.strategies.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('delivery:strategies.title')}
          </Title>
          <StrategyDeliveryList campaignId={d.campaign_id} rows={d.strategies} currency={d.currency} />
        </Stack>
      )}
    </>
  );
}
