import { Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockX, IconReceiptRefund } from '@tabler/icons-react';
import { formatDate, type PaymentOrderStatus, type PublicPaymentOrder } from '@verba/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToApp, RefusedActions } from './RefusedActions';

/** What the page shows once the payer can no longer act: processing, paid, or how the order ended. */
export function OrderOutcome({ order }: { order: PublicPaymentOrder }) {
  const { t, i18n } = useTranslation();
  const view: Partial<
    Record<PaymentOrderStatus, { icon: ReactNode; color: string; title: string; text: string }>
  > = {
    processing: {
      icon: <Loader size={28} color="blue" />,
      color: 'blue',
      title: t('orders:outcome.processing.title'),
      text: t('orders:outcome.processing.text'),
    },
    authorized: {
      icon: <Loader size={28} color="blue" />,
      color: 'blue',
      title: t('orders:outcome.processing.title'),
      text: t('orders:outcome.processing.text'),
    },
    paid: {
      icon: <IconCircleCheck size={40} />,
      color: 'teal',
      title: t('orders:outcome.paid.title'),
      text: order.paid_at
        ? t('orders:outcome.paid.text_on', {
            date: formatDate(order.paid_at, i18n.language, { timeZone: 'America/Sao_Paulo' }),
            advertiser: order.advertiser_display_name,
          })
        : t('orders:outcome.paid.text', { advertiser: order.advertiser_display_name }),
    },
    pending_refund: {
      icon: <IconReceiptRefund size={36} />,
      color: 'orange',
      title: t('orders:outcome.pending_refund.title'),
      text: t('orders:outcome.pending_refund.text'),
    },
    refunded: {
      icon: <IconReceiptRefund size={36} />,
      color: 'gray',
      title: t('orders:outcome.refunded.title'),
      text: t('orders:outcome.refunded.text'),
    },
    chargedback: {
      icon: <IconCircleX size={36} />,
      color: 'red',
      title: t('orders:outcome.chargedback.title'),
      text: t('orders:outcome.chargedback.text'),
    },
    refused: {
      icon: <IconCircleX size={36} />,
      color: 'red',
      title: t('orders:outcome.refused.title'),
      text: order.method === 'CREDIT_CARD' ? t('errors:CARD_REFUSED') : t('orders:outcome.refused.text'),
    },
    expired: {
      icon: <IconClockX size={36} />,
      color: 'gray',
      title: t('orders:outcome.expired.title'),
      text: t('orders:outcome.expired.text'),
    },
    canceled: {
      icon: <IconCircleX size={36} />,
      color: 'gray',
      title: t('orders:outcome.canceled.title'),
      text: t('orders:outcome.canceled.text'),
    },
  };
  const v = view[order.status];
  if (!v) return null;
  return (
    <Stack
      align="center"
      gap="sm"
      py="lg"
      ta="center"
      data-testid={`outcome-${order.status}`}
      role="status"
      aria-live="polite"
    >
      <ThemeIcon size={72} radius="xl" variant="light" color={v.color}>
        {v.icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {v.title}
      </Title>
      <Text c="dimmed" maw={420}>
        {v.text}
      </Text>
      {order.status === 'refused' ? (
        <RefusedActions order={order} />
      ) : (
        <>
          <Text size="sm" data-testid="order-reference">
            {t('orders:outcome.reference', { reference: order.code })}
          </Text>
          <BackToApp />
        </>
      )}
    </Stack>
  );
}
