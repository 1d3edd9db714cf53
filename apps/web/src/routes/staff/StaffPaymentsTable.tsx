import { Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { StaffOrderAction, StaffPaymentOrder } from '../../hooks/api/staff-payment-orders';
import { publicOrderUrls } from '../../hooks/api/payment-orders';
import { methodLabelKeys, statusColors, statusLabelKeys } from '../orders/labels';

const columns = 7;
const timeZone = 'America/Sao_Paulo';

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
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language, { timeZone });

  return (
    <Table.ScrollContainer minWidth={1060}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff:payments.columns.order')}</Table.Th>
            <Table.Th>{t('staff:payments.columns.company')}</Table.Th>
            <Table.Th>{t('staff:payments.columns.advertiser')}</Table.Th>
            <Table.Th>{t('staff:payments.columns.method')}</Table.Th>
            <Table.Th ta="right">{t('staff:payments.columns.amount')}</Table.Th>
            <Table.Th>{t('staff:payments.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('staff:payments.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders
            ? orders.map((order) => (
                <Table.Tr key={order.id} data-testid="staff-payment-row">
                  <Table.Td>
                    <Stack gap={2}>
                      <Anchor
                        href={publicOrderUrls.page(order.public_id)}
                        target="_blank"
                        rel="noopener"
                        size="xs"
                        ff="monospace"
                        title={t('staff:payments.open_payment_page')}
                      >
                        {order.public_id}
                      </Anchor>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('staff:payments.created_on', { date: date(order.created_at) })}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} truncate maw={170} title={order.company.name}>
                      {order.company.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500} truncate maw={170}>
                        {order.advertiser.display_name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate maw={170} title={order.advertiser.name}>
                        {order.advertiser.name}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(methodLabelKeys[order.method])}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(order.amount, order.currency)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Badge
                        variant="light"
                        color={statusColors[order.status]}
                        radius="sm"
                        tt="none"
                        styles={{
                          root: { maxWidth: 'none', overflow: 'visible' },
                          label: { overflow: 'visible' },
                        }}
                      >
                        {t(statusLabelKeys[order.status])}
                      </Badge>
                      {order.paid_at && (
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {t('staff:payments.paid_on', { date: date(order.paid_at) })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {order.can_confirm_deposit && (
                        <Button
                          size="xs"
                          variant="light"
                          color="teal"
                          onClick={() => onAction(order, 'confirm-deposit')}
                        >
                          {t('staff:payments.confirm_deposit.action')}
                        </Button>
                      )}
                      {order.can_refund && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => onAction(order, 'refund')}
                        >
                          {t('staff:payments.refund.action')}
                        </Button>
                      )}
                      {order.can_confirm_refund && (
                        <Button
                          size="xs"
                          variant="light"
                          color="teal"
                          onClick={() => onAction(order, 'confirm-refund')}
                        >
                          {t('staff:payments.confirm_refund.action')}
                        </Button>
                      )}
                      {!order.can_confirm_deposit && !order.can_refund && !order.can_confirm_refund && (
                        <Text size="sm" c="dimmed" aria-label={t('staff:payments.no_action')}>
                          —
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i}>
                  {Array.from({ length: columns }, (__, j) => (
                    <Table.Td key={j}>
                      <Skeleton height={14} width={j === 2 ? 160 : 80} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
