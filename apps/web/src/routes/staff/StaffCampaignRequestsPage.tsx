import { Button, EmptyState, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { formatDate, formatMoney, type CampaignType, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import {
  useHandleCampaignRequest,
  useStaffCampaignRequests,
  type StaffCampaignRequest,
} from '../../hooks/api/campaign-review';
import { feedback } from '../../shell/feedback-store';
import type { StaffCampaignRequestsSearch } from './campaigns-search';
import { campaignTypeKeys } from '../campaigns/label-keys';

const route = getRouteApi('/app/staff/campaign-requests');

/** `/staff/campaign-requests`: managed-campaign requests of every company, open ones first; mark one handled. */
export function StaffCampaignRequestsPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = search.status ?? 'open';
  const requests = useStaffCampaignRequests({ page: search.page ?? 1, status });
  const handle = useHandleCampaignRequest();
  const setSearch = (next: StaffCampaignRequestsSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const markHandled = async (id: string) => {
    await handle.mutateAsync(id);
    feedback.notify('success', t('staff:campaign_requests.handled'));
  };

  const columns: ListColumn<StaffCampaignRequest>[] = [
    {
      key: 'request',
      label: t('staff:campaign_requests.columns.request'),
      card: 'title',
      render: (r) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {r.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {r.company_name} · {r.advertiser_name} · {r.requested_by}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'budget',
      label: t('staff:campaign_requests.columns.budget'),
      card: 'aside',
      align: 'right',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(BigInt(r.budget), r.currency as Currency)}
        </Text>
      ),
    },
    {
      key: 'period',
      label: t('staff:campaign_requests.columns.period'),
      render: (r) => (
        <Text size="sm">
          {formatDate(r.start_date, i18n.language)}
          {r.end_date ? ` – ${formatDate(r.end_date, i18n.language)}` : ''}
        </Text>
      ),
    },
    {
      key: 'channels',
      label: t('staff:campaign_requests.columns.channels'),
      render: (r) => (
        <Text size="xs" maw={240} title={r.notes}>
          {r.channels.map((c) => t(campaignTypeKeys[c as CampaignType])).join(', ')}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: t('staff:campaign_requests.columns.actions'),
      card: 'actions',
      align: 'right',
      render: (r) =>
        r.status === 'open' ? (
          <Button
            size="xs"
            variant="light"
            loading={handle.isPending && handle.variables === r.id}
            onClick={() => void markHandled(r.id)}
          >
            {t('staff:campaign_requests.mark_handled')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {r.handled_at ? formatDate(r.handled_at, i18n.language) : ''}
          </Text>
        ),
    },
  ];
  const rows = requests.data?.data;
  const meta = requests.data?.meta;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('staff:campaign_requests.title')}
        subtitle={t('staff:campaign_requests.subtitle')}
      />
      <Paper withBorder radius="md">
        <Group justify="flex-end" p="md">
          <SegmentedControl
            aria-label={t('staff:campaign_requests.status_label')}
            value={status}
            onChange={(value) =>
              setSearch({ status: value === 'handled' ? 'handled' : undefined, page: undefined })
            }
            data={[
              { value: 'open', label: t('staff:campaign_requests.status.open') },
              { value: 'handled', label: t('staff:campaign_requests.status.handled') },
            ]}
          />
        </Group>
        {requests.isError && !rows ? (
          <LoadError
            message={t('staff:campaign_requests.load_error')}
            retryLabel={t('staff:campaigns.retry')}
            onRetry={() => void requests.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconInbox size={28} />}
            variant="light"
            title={t('staff:campaign_requests.empty')}
          />
        ) : (
          <ResponsiveList
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            rowTestId="staff-campaign-request-row"
            skeletonRows={3}
            minWidth={860}
          />
        )}
        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
    </Stack>
  );
}
