import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatMoney, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { CampaignDelivery } from '../../../hooks/api/delivery';
import { shareOf } from './delivery-format';
import { reservationKeys } from './reason-keys';

/** Reserved / spent / remaining of the campaign's ledger reservation, with the spent share as a bar. */
export function ReservationBar({
  reservation,
  currency,
}: {
  reservation: NonNullable<CampaignDelivery['reservation']>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const figure = (key: 'reserved' | 'spent' | 'remaining') => (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {t(reservationKeys[key])}
      </Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={`delivery-reservation-${key}`}>
        {formatMoney(reservation[key], currency)}
      </Text>
    </Stack>
  );
  return (
    <Stack gap={6}>
      <Progress
        value={shareOf(reservation.spent, reservation.reserved)}
        size="md"
        radius="xl"
        aria-label={t('delivery:reservation.bar')}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        {figure('reserved')}
        {figure('spent')}
        {figure('remaining')}
      </Group>
    </Stack>
  );
}
