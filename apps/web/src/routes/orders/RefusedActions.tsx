import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCreditCard } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { PaymentMethod, PublicPaymentOrder } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useHrefLink } from '../../components/use-href-link';
import { useRetryRefusedOrder } from '../../hooks/api/payment-orders';
import { usePaymentMethods } from '../../hooks/api/public-config';
import { methodLabelKeys } from './labels';

/** Pix first: it settles in seconds. Pix and boleto only move reais. */
const otherMethods: PaymentMethod[] = ['PIX', 'BOLETO', 'PAYPAL', 'DEPOSIT'];
const brlOnly = new Set<PaymentMethod>(['PIX', 'BOLETO']);

/**
 * A refused payment is not a dead end: the payer tries again with another card or another method
 * (a new order for the same amount, opened by the server once) or goes back into the app.
 */
export function RefusedActions({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retry = useRetryRefusedOrder(order.public_id);
  const methods = usePaymentMethods() ?? [];
  const takes = (m: PaymentMethod) => methods.includes(m) && (order.currency === 'BRL' || !brlOnly.has(m));
  const others = otherMethods.filter(takes);

  const open = (method: PaymentMethod) =>
    retry.mutate(method, {
      onSuccess: (next) =>
        void navigate({ to: '/orders/$id/payment', params: { id: next.public_id }, search: {} }),
    });

  return (
    <Stack gap="sm" align="center" w="100%" data-testid="refused-actions">
      {takes('CREDIT_CARD') && (
        <Button
          leftSection={<IconCreditCard size={18} />}
          loading={retry.isPending && retry.variables === 'CREDIT_CARD'}
          disabled={retry.isPending}
          onClick={() => open('CREDIT_CARD')}
        >
          {t('orders:outcome.retry.another_card')}
        </Button>
      )}
      {others.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('orders:outcome.retry.another_method')}
          </Text>
          <Group gap="xs" justify="center">
            {others.map((m) => (
              <Button
                key={m}
                variant="default"
                loading={retry.isPending && retry.variables === m}
                disabled={retry.isPending}
                onClick={() => open(m)}
              >
                {t(methodLabelKeys[m])}
              </Button>
            ))}
          </Group>
        </>
      )}
      <BackToApp />
    </Stack>
  );
}

/** The way back from the public payment page into the app (its sign-in first, for a signed-out payer). */
export function BackToApp() {
  const { t } = useTranslation();
  const { href, onClick } = useHrefLink()('/finances?tab=payments');
  return (
    <Button
      component="a"
      href={href}
      onClick={onClick}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('orders:outcome.back_to_app')}
    </Button>
  );
}
