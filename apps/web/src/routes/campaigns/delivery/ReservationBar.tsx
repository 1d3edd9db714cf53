import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatMoney, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { CampaignDelivery } from '../../../hooks/api/delivery';
import { shareOf } from './delivery-format';
import { reservationKeys } from './reason-keys';

/**
 * Reserved / spent / remaining of the campaign's ledger reservation, with the spent share as a bar;
 * spend delivered but not posted to the ledger yet is shown apart (a lighter section of the bar), so
 * the figures agree with the delivery's spend above them.
 */
export function ReservationBar({
  reservation,
  currency,
}: {
  reservation: NonNullable<CampaignDelivery['reservation']>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const unposted = BigInt(reservation.unposted) > 0n;
  const figure = (key: keyof typeof reservationKeys) => (
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
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={shareOf(reservation.spent, reservation.reserved)}
          aria-label={t('delivery:reservation.bar')}
        />
        {unposted && (
          <Progress.Section
            value={shareOf(reservation.unposted, reservation.reserved)}
            color="teal.3"
            aria-label={t(reservationKeys.unposted)}
          />
        )}
      </Progress.Root>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {figure('reserved')}
        {figure('spent')}
        {unposted && figure('unposted')}
        {figure('remaining')}
      </Group>
      {unposted && (
        <Text size="xs" c="dimmed" data-testid="delivery-reservation-unposted-hint">
          {t('delivery:reservation.unposted_hint')}
        </Text>
      )}
    </Stack>
  );
}
