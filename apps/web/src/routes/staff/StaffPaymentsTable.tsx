import { Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { moneyColumn } from '../../components/list/money-column';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import type { StaffOrderAction, StaffPaymentOrder } from '../../hooks/api/staff-payment-orders';
import { publicOrderUrls } from '../../hooks/api/payment-orders';
import { methodLabelKeys, statusColors, statusLabelKeys } from '../orders/labels';
import { NoAction, TwoLines, useStaffDate } from './staff-list-parts';

/** The staff actions the order allows now. */
function OrderActions({
  order,
  onAction,
}: {
  order: StaffPaymentOrder;
  onAction: (order: StaffPaymentOrder, action: StaffOrderAction) => void;
}) {
  const { t } = useTranslation();
  if (!order.can_confirm_deposit && !order.can_refund && !order.can_confirm_refund)
    return <NoAction label={t('staff:payments.no_action')} />;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {order.can_confirm_deposit && (
        <Button size="xs" variant="light" color="teal" onClick={() => onAction(order, 'confirm-deposit')}>
          {t('staff:payments.confirm_deposit.action')}
        </Button>
      )}
      {order.can_refund && (
        <Button size="xs" variant="subtle" color="red" onClick={() => onAction(order, 'refund')}>
          {t('staff:payments.refund.action')}
        </Button>
      )}
      {order.can_confirm_refund && (
        <Button size="xs" variant="light" color="teal" onClick={() => onAction(order, 'confirm-refund')}>
          {t('staff:payments.confirm_refund.action')}
        </Button>
      )}
    </Group>
  );
}

/** One page of every company's payment orders, with the staff actions each one allows now. */
export function StaffPaymentsTable({
  orders,
  skeletonRows,
  onAction,
}: {
  orders: StaffPaymentOrder[] | undefined;
  skeletonRows: number;
  onAction: (order: StaffPaymentOrder, action: StaffOrderAction) => void;
}) {
  const { t } = useTranslation();
  const date = useStaffDate(orders?.map((order) => order.created_at));
  const columns: ListColumn<StaffPaymentOrder>[] = [
    {
      key: 'order',
      label: t('staff:payments.columns.order'),
      cardWide: true,
      cardOrder: 10,
      render: (order) => (
        <Stack gap={2} miw={0}>
          <Anchor
            href={publicOrderUrls.page(order.public_id)}
            target="_blank"
            rel="noopener"
            size="sm"
            ff="monospace"
            title={t('staff:payments.open_payment_page')}
            data-testid="staff-payment-code"
          >
            {order.code}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('staff:payments.created_on', { date: date(order.created_at) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'company',
      label: t('staff:payments.columns.company'),
      card: 'title',
      render: (order) => (
        <Text size="sm" fw={500} truncate maw={170} title={order.company.name}>
          {order.company.name}
        </Text>
      ),
    },
    {
      key: 'advertiser',
      label: t('staff:payments.columns.advertiser'),
      skeleton: <Skeleton height={14} width={160} radius="sm" />,
      render: (order) => (
        <TwoLines first={order.advertiser.display_name} second={order.advertiser.name} width={170} />
      ),
    },
    {
      key: 'method',
      label: t('staff:payments.columns.method'),
      render: (order) => <Text size="sm">{t(methodLabelKeys[order.method])}</Text>,
    },
    moneyColumn({
      key: 'amount',
      label: t('staff:payments.columns.amount'),
      value: (order) => ({ amount: order.amount, currency: order.currency }),
      testId: 'staff-payment-amount',
    }),
    {
      key: 'status',
      label: t('staff:payments.columns.status'),
      card: 'title',
      render: (order) => (
        <Stack gap={2} align="flex-start">
          <Badge
            variant="light"
            color={statusColors[order.status]}
            radius="sm"
            tt="none"
            styles={wholeBadgeStyles}
          >
            {t(statusLabelKeys[order.status])}
          </Badge>
          {order.paid_at && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('staff:payments.paid_on', { date: date(order.paid_at) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      label: t('staff:payments.columns.actions'),
      align: 'right',
      card: 'actions',
      render: (order) => <OrderActions order={order} onAction={onAction} />,
    },
  ];
  return (
    <ResponsiveList
      rows={orders}
      columns={columns}
      rowKey={(order) => order.id}
      rowTestId="staff-payment-row"
      skeletonRows={skeletonRows}
      minWidth={1060}
      horizontalSpacing="sm"
    />
  );
}
