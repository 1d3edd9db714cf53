import { Anchor, EmptyState, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@verba/domain';
import { PageHeader } from '../../../components/forms/FormSection';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useHrefLink } from '../../../components/use-href-link';
import { useManagedCampaigns, type ManagedCampaign } from '../../../hooks/api/managed-campaigns';
import { cents, micros } from './money';

/**
 * `/staff/managed-campaigns` (issue 27, docs/channels-manual.md): the published MANUAL campaigns of
 * every company, with their budget, reservation, the cost recorded so far and the last day recorded;
 * each opens the page where staff record its delivery.
 */
export function StaffManagedCampaignsPage() {
  const { t, i18n } = useTranslation();
  const link = useHrefLink();
  const [page, setPage] = useState(1);
  const list = useManagedCampaigns(page);
  const rows = list.data?.data;

  const columns: ListColumn<ManagedCampaign>[] = [
    {
      key: 'campaign',
      label: t('manualDelivery:list.columns.campaign'),
      card: 'title',
      render: (c) => {
        const open = link(`/staff/managed-campaigns/${c.id}`);
        return (
          <Stack gap={0} miw={0}>
            <Anchor
              href={open.href}
              onClick={open.onClick}
              size="sm"
              fw={600}
              data-testid="managed-campaign-link"
            >
              {c.name}
            </Anchor>
            <Text size="xs" c="dimmed" truncate>
              {c.advertiser_name}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'company',
      label: t('manualDelivery:list.columns.company'),
      render: (c) => <Text size="sm">{c.company_name}</Text>,
    },
    {
      key: 'budget',
      label: t('manualDelivery:list.columns.budget'),
      align: 'right',
      render: (c) => <Text size="sm">{cents(c.budget, c.currency)}</Text>,
    },
    {
      key: 'reserved',
      label: t('manualDelivery:list.columns.reserved'),
      align: 'right',
      render: (c) => <Text size="sm">{cents(c.reserved, c.currency)}</Text>,
    },
    {
      key: 'recorded',
      label: t('manualDelivery:list.columns.recorded'),
      align: 'right',
      card: 'aside',
      render: (c) => (
        <Text size="sm" fw={600}>
          {micros(c.recorded_cost_micros, c.currency)}
        </Text>
      ),
    },
    {
      key: 'last_day',
      label: t('manualDelivery:list.columns.last_day'),
      render: (c) => (
        <Text size="sm" c={c.last_day ? undefined : 'dimmed'}>
          {c.last_day ? formatDate(c.last_day, i18n.language) : t('manualDelivery:list.never')}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('manualDelivery:list.title')} subtitle={t('manualDelivery:list.intro')} />
      <Paper withBorder radius="md">
        {list.isError && !rows ? (
          <LoadError
            message={t('manualDelivery:list.load_error')}
            retryLabel={t('manualDelivery:list.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconClipboardList size={28} />}
            variant="light"
            title={t('manualDelivery:list.empty')}
          />
        ) : (
          <ResponsiveList
            rows={rows}
            columns={columns}
            rowKey={(c) => c.id}
            rowTestId="managed-campaign-row"
            skeletonRows={3}
            minWidth={900}
          />
        )}
      </Paper>
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination value={page} onChange={setPage} total={list.data.meta.last_page} />
      )}
    </Stack>
  );
}
