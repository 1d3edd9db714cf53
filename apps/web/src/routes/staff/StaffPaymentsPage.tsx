import { Button, EmptyState, Group, Paper, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { paymentMethods, paymentOrderStatuses } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { ListPager } from '../../components/list/ListPager';
import { DateRangePreset } from '../../components/list/DateRangePreset';
import {
  useStaffPaymentOrders,
  type StaffOrderAction,
  type StaffPaymentOrder,
} from '../../hooks/api/staff-payment-orders';
import { methodLabelKeys, statusLabelKeys } from '../orders/labels';
import type { StaffPaymentsSearch } from './search';
import { StaffOrderActionModal } from './StaffOrderActionModal';
import { StaffPaymentsTable } from './StaffPaymentsTable';

const route = getRouteApi('/app/staff/payments');
const perPage = 20;

/** `/staff/payments`: platform staff confirm bank transfers and refund paid orders of every company; list state in the URL. */
export function StaffPaymentsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const orders = useStaffPaymentOrders({
    page,
    per_page: perPage,
    status: search.status,
    method: search.method,
    search: search.search,
    from: search.from,
    to: search.to,
  });

  const setSearch = (next: StaffPaymentsSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  const [target, setTarget] = useState<{ order: StaffPaymentOrder; action: StaffOrderAction }>();
  const [opened, modal] = useDisclosure(false);
  const openAction = (order: StaffPaymentOrder, action: StaffOrderAction) => {
    setTarget({ order, action });
    modal.open();
  };

  const meta = orders.data?.meta;
  const rows = orders.data?.data;
  const filtered = Boolean(search.search || search.status || search.method || search.from || search.to);
  const clearFilters = () => {
    setSearch({
      search: undefined,
      status: undefined,
      method: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('staff:payments.title')} subtitle={t('staff:payments.subtitle')} />

      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('staff:payments.search_label')}
            placeholder={t('staff:payments.search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 300px', maxWidth: 460 }}
          />
          <Group gap="sm" w={{ base: '100%', sm: 'auto' }} grow preventGrowOverflow={false}>
            <Select
              aria-label={t('staff:payments.status_label')}
              placeholder={t('staff:payments.status_all')}
              data={paymentOrderStatuses.map((s) => ({ value: s, label: t(statusLabelKeys[s]) }))}
              value={search.status ?? null}
              onChange={(value) =>
                setSearch({ status: paymentOrderStatuses.find((s) => s === value), page: undefined })
              }
              clearable
              w={{ sm: 240 }}
            />
            <Select
              aria-label={t('staff:payments.method_label')}
              placeholder={t('staff:payments.method_all')}
              data={paymentMethods.map((m) => ({ value: m, label: t(methodLabelKeys[m]) }))}
              value={search.method ?? null}
              onChange={(value) =>
                setSearch({ method: paymentMethods.find((m) => m === value), page: undefined })
              }
              clearable
              w={{ sm: 200 }}
            />
          </Group>
        </Group>
        <Group px="md" pb="md">
          <DateRangePreset
            value={{ from: search.from, to: search.to }}
            onChange={(range) => setSearch({ ...range, page: undefined })}
          />
        </Group>

        {orders.isError && !rows ? (
          <LoadError
            message={t('staff:payments.load_error')}
            retryLabel={t('staff:payments.retry')}
            onRetry={() => void orders.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconReceipt size={28} />}
            variant="light"
            title={filtered ? t('staff:payments.empty_filtered_title') : t('staff:payments.empty_title')}
            description={filtered ? t('staff:payments.empty_filtered') : t('staff:payments.empty')}
          >
            {filtered && (
              <EmptyState.Actions>
                <Button variant="light" onClick={clearFilters}>
                  {t('staff:payments.clear_filters')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        ) : (
          <div style={{ opacity: orders.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <StaffPaymentsTable orders={rows} skeletonRows={5} onAction={openAction} />
          </div>
        )}

        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>

      <StaffOrderActionModal
        order={target?.order}
        action={target?.action}
        opened={opened}
        onClose={modal.close}
        onExited={() => setTarget(undefined)}
      />
    </Stack>
  );
}
