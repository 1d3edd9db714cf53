import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconExternalLink, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { formatDate, paymentMethods, paymentOrderStatuses } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { DateRangePreset } from '../../../components/list/DateRangePreset';
import { ListSearchInput } from '../../../components/list/ListSearchInput';
import { useListDate } from '../../../components/list/use-list-date';
import type { PaymentFilters } from '../search';
import { PaymentsExport } from './PaymentsExport';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { moneyColumn } from '../../../components/list/money-column';
import { usePaymentOrders, type PaymentOrderView } from '../../../hooks/api/payment-orders';
import { AnchorLink } from '../../advertisers/links';
import { methodLabelKeys, statusColors, statusLabelKeys } from '../../orders/labels';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';

const perPage = 20;

/** Whether the order has (or will have) an invoice: it was paid at some point. */
const wasPaid = (order: PaymentOrderView) => order.paid_at !== null;

function MethodCell({ order }: { order: PaymentOrderView }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm">{t(methodLabelKeys[order.method])}</Text>
      {order.card && (
        <Text size="xs" c="dimmed">
          {order.card.brand} •••• {order.card.last4}
        </Text>
      )}
      {order.boleto && order.status === 'waiting_payment' && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('finances:payments.due', { date: formatDate(order.boleto.due_date, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

/** The payment orders of one page: on a phone, advertiser and amount first, then status and the links. */
function PaymentsList({ orders }: { orders: PaymentOrderView[] }) {
  const { t } = useTranslation();
  const date = useListDate(orders.map((order) => order.created_at));
  const columns: ListColumn<PaymentOrderView>[] = [
    {
      key: 'date',
      label: t('finances:payments.date'),
      cardOrder: 5,
      render: (order) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {date(order.created_at)}
        </Text>
      ),
    },
    {
      key: 'advertiser',
      label: t('finances:payments.advertiser'),
      card: 'title',
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {order.advertiser_display_name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" data-testid="payment-code">
            {order.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'method',
      label: t('finances:payments.method'),
      render: (order) => <MethodCell order={order} />,
    },
    moneyColumn({
      key: 'amount',
      label: t('finances:payments.amount'),
      value: (order) => ({ amount: order.amount, currency: order.currency }),
      testId: 'payment-amount',
    }),
    {
      key: 'status',
      label: t('finances:payments.status'),
      card: 'title',
      render: (order) => (
        <Badge
          variant="light"
          color={statusColors[order.status]}
          radius="sm"
          tt="none"
          data-testid="payment-status"
          styles={wholeBadgeStyles}
        >
          {t(statusLabelKeys[order.status])}
        </Badge>
      ),
    },
    {
      key: 'actions',
      label: t('finances:payments.actions'),
      align: 'right',
      card: 'actions',
      render: (order) => (
        <Group gap="xs" justify="flex-end" style={{ columnGap: 16 }}>
          <Anchor
            href={`/orders/${encodeURIComponent(order.public_id)}/payment`}
            size="sm"
            target="_blank"
            rel="noopener"
            style={{ whiteSpace: 'nowrap' }}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {t('finances:payments.payment_page')}
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
          {wasPaid(order) && (
            <AnchorLink
              to="/orders/$id/nfse"
              params={{ id: order.id }}
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileInvoice size={14} />
                {t('finances:payments.invoice')}
              </Group>
            </AnchorLink>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ResponsiveList
      rows={orders}
      columns={columns}
      rowKey={(order) => order.id}
      rowTestId="payment-row"
      minWidth={960}
      horizontalSpacing="lg"
    />
  );
}

/** The Payments tab: the payment history with statuses, links to each payment page and invoice, and "new payment". */
export function PaymentsTab({
  page,
  filters,
  onPage,
  onFilters,
  onNew,
}: {
  page: number;
  filters: PaymentFilters;
  onPage: (page: number) => void;
  onFilters: (filters: PaymentFilters) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const orders = usePaymentOrders({ page, per_page: perPage, ...filters });
  const rows = orders.data?.data;
  const meta = orders.data?.meta;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Paper withBorder radius="md">
      <Stack gap="sm" p="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <ListSearchInput
            label={t('finances:payments.search_label')}
            placeholder={t('finances:payments.search_placeholder')}
            value={filters.search}
            onSearch={(search) => onFilters({ search })}
            style={{ flex: '1 1 260px', maxWidth: 400 }}
          />
          <Group gap="sm">
            <PaymentsExport filters={filters} />
            <Button leftSection={<IconPlus size={18} />} onClick={onNew}>
              {t('finances:payments.new')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <DateRangePreset
            value={{ from: filters.from, to: filters.to }}
            onChange={(range) => onFilters(range)}
          />
          <Select
            aria-label={t('finances:payments.filter_label')}
            placeholder={t('finances:payments.filter_all')}
            data={paymentOrderStatuses.map((s) => ({ value: s, label: t(statusLabelKeys[s]) }))}
            value={filters.status ?? null}
            onChange={(value) => onFilters({ status: paymentOrderStatuses.find((s) => s === value) })}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            aria-label={t('finances:payments.method_label')}
            placeholder={t('finances:payments.method_all')}
            data={paymentMethods.map((m) => ({ value: m, label: t(methodLabelKeys[m]) }))}
            value={filters.method ?? null}
            onChange={(value) => onFilters({ method: paymentMethods.find((m) => m === value) })}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
      </Stack>
      {orders.isError ? (
        <LoadError
          message={t('finances:load_error')}
          retryLabel={t('finances:retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : !rows ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : rows.length === 0 ? (
        <Stack align="center" gap="xs" p="xl">
          <Text fw={600}>
            {filtered ? t('finances:payments.empty_filtered') : t('finances:payments.empty')}
          </Text>
          <Text size="sm" c="dimmed" ta="center" maw={420}>
            {t('finances:payments.empty_hint')}
          </Text>
        </Stack>
      ) : (
        <>
          <PaymentsList orders={rows} />
          {meta && meta.last_page > 1 && (
            <Group justify="flex-end" p="md">
              <Pagination total={meta.last_page} value={meta.current_page} onChange={onPage} size="sm" />
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
