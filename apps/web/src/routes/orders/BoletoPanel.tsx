import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, type PublicPaymentOrder } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { publicOrderUrls } from '../../hooks/api/payment-orders';
import { CopyField } from './CopyField';

/** Boleto: the linha digitável with a copy button, the due date and the printable PDF. */
export function BoletoPanel({ order }: { order: PublicPaymentOrder }) {
  const { t, i18n } = useTranslation();
  if (!order.boleto) return null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('orders:boleto.instructions')}</Text>
      <CopyField block label={t('orders:boleto.digitable_line')} value={order.boleto.digitable_line} display={order.boleto.formatted_digitable_line} copyLabel={t('orders:boleto.copy_line')} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          {t('orders:boleto.due_date')}: <strong>{formatDate(order.boleto.due_date, i18n.language)}</strong>
        </Text>
        <Button component="a" href={publicOrderUrls.boletoPdf(order.public_id)} target="_blank" rel="noopener" variant="default" leftSection={<IconDownload size={16} />}>
          {t('orders:boleto.download_pdf')}
        </Button>
      </Group>
    </Stack>
  );
}
