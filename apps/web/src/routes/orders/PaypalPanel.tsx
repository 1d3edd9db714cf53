import { Button, Stack, Text } from '@mantine/core';
import { IconBrandPaypal } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { PublicPaymentOrder } from '@verba/domain';
import { useTranslation } from 'react-i18next';

/** PayPal: the payer goes to the approval page (the sandbox's own) and comes back here. */
export function PaypalPanel({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!order.paypal) return null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('orders:paypal.instructions')}</Text>
      <Button
        onClick={() => void navigate({ to: '/orders/$id/payment', params: { id: order.public_id }, search: { paypal: 'approve' } })}
        size="md"
        color="#0070ba"
        leftSection={<IconBrandPaypal size={20} />}
      >
        {t('orders:paypal.continue')}
      </Button>
    </Stack>
  );
}
