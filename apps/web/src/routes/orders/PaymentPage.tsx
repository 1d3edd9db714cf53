import { Badge, Button, Center, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBarcode,
  IconBuildingBank,
  IconCreditCard,
  IconQrcode,
  IconBrandPaypal,
} from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import {
  formatMoney,
  isPayablePaymentOrderStatus,
  type PaymentMethod,
  type PublicPaymentOrder,
} from '@verba/domain';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { usePublicPaymentOrder } from '../../hooks/api/payment-orders';
import { BoletoPanel } from './BoletoPanel';
import { CardPanel } from './CardPanel';
import { DepositPanel } from './DepositPanel';
import { methodLabelKeys, statusColors, statusLabelKeys } from './labels';
import { OrderOutcome } from './OrderOutcome';
import { PaypalApproval } from './PaypalApproval';
import { PaypalPanel } from './PaypalPanel';
import { PixPanel } from './PixPanel';
import { SandboxPanel } from './SandboxPanel';

const route = getRouteApi('/public/orders/$id/payment');

const methodIcons: Record<PaymentMethod, ReactNode> = {
  PIX: <IconQrcode size={16} />,
  BOLETO: <IconBarcode size={16} />,
  CREDIT_CARD: <IconCreditCard size={16} />,
  PAYPAL: <IconBrandPaypal size={16} />,
  DEPOSIT: <IconBuildingBank size={16} />,
};

/**
 * `/orders/{id}/payment` (spec §2, no login): amount, method and how to pay; it polls the order
 * and turns into the success state when the gateway confirms the payment.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const { paypal } = route.useSearch();
  const query = usePublicPaymentOrder(id);
  const order = query.data;

  useEffect(() => {
    document.title = `${t('orders:page_title')} · Verba`;
  }, [t]);

  if (!order) return <LoadState error={query.error} onRetry={() => void query.refetch()} />;
  if (paypal === 'approve' && order.method === 'PAYPAL' && isPayablePaymentOrderStatus(order.status))
    return <PaypalApproval order={order} />;
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  const payable = isPayablePaymentOrderStatus(order.status);
  return (
    <Stack gap="lg" maw={640} mx="auto" pb="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('orders:order_for', { advertiser: order.advertiser_display_name })}
              </Text>
              <Text size="sm" c="dimmed" ff="monospace" data-testid="order-code">
                {order.code}
              </Text>
            </Group>
            <Title order={1} fz={{ base: 32, sm: 40 }} data-testid="order-amount">
              {formatMoney(order.amount, order.currency)}
            </Title>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap={6} c="dimmed">
                {methodIcons[order.method]}
                <Text size="sm">{t(methodLabelKeys[order.method])}</Text>
              </Group>
              <Badge
                color={statusColors[order.status]}
                variant="light"
                data-testid="order-status"
                style={{ flexShrink: 0 }}
              >
                {t(statusLabelKeys[order.status])}
              </Badge>
            </Group>
          </Stack>
          <Divider />
          {payable ? <HowToPay order={order} /> : <OrderOutcome order={order} />}
        </Stack>
      </Paper>
      {order.sandbox && payable && <SandboxPanel order={order} />}
    </Stack>
  );
}

function HowToPay({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('orders:how_to_pay')}
      </Title>
      {order.method === 'PIX' && <PixPanel order={order} />}
      {order.method === 'BOLETO' && <BoletoPanel order={order} />}
      {order.method === 'CREDIT_CARD' && <CardPanel order={order} />}
      {order.method === 'PAYPAL' && <PaypalPanel order={order} />}
      {order.method === 'DEPOSIT' && <DepositPanel order={order} />}
      <Text size="xs" c="dimmed" ta="center">
        {t('orders:updates_automatically')}
      </Text>
    </Stack>
  );
}

function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <Stack gap="lg" maw={640} mx="auto">
        <Skeleton height={420} radius="md" />
      </Stack>
    );
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
      <Center>
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} size="h3">
            {notFound ? t('orders:not_found.title') : t('orders:load_error')}
          </Title>
          {notFound ? (
            <Text c="dimmed">{t('orders:not_found.text')}</Text>
          ) : (
            <Button variant="light" onClick={onRetry}>
              {t('orders:retry')}
            </Button>
          )}
        </Stack>
      </Center>
    </Paper>
  );
}
