import { Alert, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { PublicPaymentOrder } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { publicOrderUrls } from '../../hooks/api/payment-orders';
import { CopyField } from './CopyField';
import { formatRemaining, useCountdown } from './use-countdown';

/** Pix: the QR code, the "copia e cola" code with a copy button, and the time left to pay. */
export function PixPanel({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  const left = useCountdown(order.pix?.expires_at ?? null);
  if (!order.pix) return null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('orders:pix.instructions')}</Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder radius="md" p={4}>
          <Image src={publicOrderUrls.pixPng(order.public_id)} alt={t('orders:pix.qr_alt')} w={220} h={220} fit="contain" />
        </Paper>
        <Stack gap="sm" style={{ flex: '1 1 260px' }} miw={0}>
          <CopyField block label={t('orders:pix.copy_paste')} value={order.pix.payload} />
        </Stack>
      </Group>
      {left !== null && (
        <Alert variant="light" color={left > 0 ? 'blue' : 'gray'} icon={<IconClock size={18} />}>
          {left > 0 ? t('orders:pix.expires_in', { time: formatRemaining(left) }) : t('orders:pix.expired')}
        </Alert>
      )}
    </Stack>
  );
}
