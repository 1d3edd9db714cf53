import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBrandPaypal } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { flattenErrors } from '../../shell/feedback-store';
import { formatMoney, type PublicPaymentOrder } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useApprovePaypal } from '../../hooks/api/payment-orders';

/**
 * The sandbox's PayPal approval page (where approval_url leads): the payer approves or cancels
 * and is sent back to the payment page, as a real PayPal checkout redirects back.
 */
export function PaypalApproval({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approve = useApprovePaypal(order.public_id);
  const back = () => void navigate({ to: '/orders/$id/payment', params: { id: order.public_id }, search: {}, replace: true });
  const error = approve.error instanceof ApiError ? flattenErrors(approve.error.errors) : approve.error ? [t('common:generic_error')] : [];

  return (
    <Paper withBorder radius="md" p="xl" maw={480} mx="auto" data-testid="paypal-approval">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs" c="#003087">
            <IconBrandPaypal size={28} />
            <Title order={2} size="h3" c="#003087">
              PayPal
            </Title>
          </Group>
          <Badge color="orange" variant="light">
            {t('orders:sandbox.badge')}
          </Badge>
        </Group>
        <Divider />
        <Text>{t('orders:paypal.approval_request', { merchant: 'Verba', advertiser: order.advertiser_display_name })}</Text>
        <Text fz={32} fw={700} ta="center">
          {formatMoney(order.amount, order.currency)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('orders:paypal.approval_note')}
        </Text>
        {error.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {error.join(' ')}
          </Alert>
        )}
        <Button size="md" color="#0070ba" loading={approve.isPending} onClick={() => approve.mutate(undefined, { onSuccess: back })}>
          {t('orders:paypal.approve')}
        </Button>
        <Button variant="subtle" color="gray" onClick={back} disabled={approve.isPending}>
          {t('orders:paypal.cancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
