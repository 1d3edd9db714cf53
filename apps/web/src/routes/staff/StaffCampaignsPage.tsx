import { Badge, Button, EmptyState, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { campaignStatuses, formatDate, formatMoney, type Currency } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import { useStaffCampaigns, type StaffCampaign } from '../../hooks/api/campaign-review';
import { CampaignDecisionModal, type CampaignAction } from './CampaignDecisionModal';
import type { StaffCampaignsSearch } from './campaigns-search';
import { campaignStatusKeys, campaignTypeKeys } from '../campaigns/label-keys';
import { automaticCheckKeys } from './campaign-labels';

const route = getRouteApi('/app/staff/campaigns');

/**
 * `/staff/campaigns` (DESIGN §7): the campaign review queue of every company, oldest submission
 * first, with the automatic checks' findings; approve, or reject with a reason. List state in the URL.
 */
export function StaffCampaignsPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = search.status ?? 'pending';
  const campaigns = useStaffCampaigns({ page: search.page ?? 1, status, q: search.q });
  const setSearch = (next: StaffCampaignsSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const [target, setTarget] = useState<{ campaign: StaffCampaign; action: CampaignAction }>();
  const [opened, modal] = useDisclosure(false);
  const open = (campaign: StaffCampaign, action: CampaignAction) => {
    setTarget({ campaign, action });
    modal.open();
  };

  const columns: ListColumn<StaffCampaign>[] = [
    {
      key: 'campaign',
      label: t('staff:campaigns.columns.campaign'),
      card: 'title',
      render: (c) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {c.name}
          </Text>
          <Text size="xs" c="dimmed" truncate title={`${c.company_name} · ${c.advertiser_name}`}>
            {c.company_name} · {c.advertiser_name} · {t(campaignTypeKeys[c.type])}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'budget',
      label: t('staff:campaigns.columns.budget'),
      card: 'aside',
      align: 'right',
      render: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.budget ? formatMoney(BigInt(c.budget), c.currency as Currency) : '—'}
        </Text>
      ),
    },
    {
      key: 'checks',
      label: t('staff:campaigns.columns.checks'),
      render: (c) =>
        c.automatic_checks === null ? (
          <Text size="xs" c="dimmed">
            {t('staff:campaigns.checks_pending')}
          </Text>
        ) : c.automatic_checks.length === 0 ? (
          <Badge color="teal" variant="light" styles={wholeBadgeStyles}>
            {t('staff:campaigns.checks_clean')}
          </Badge>
        ) : (
          <Stack gap={2} data-testid="campaign-checks">
            {c.automatic_checks.map((check) => (
              <Text key={`${check.code}-${JSON.stringify(check.values)}`} size="xs" c="red">
                {t(automaticCheckKeys[check.code], check.values)}
              </Text>
            ))}
          </Stack>
        ),
    },
    {
      key: 'submitted_at',
      label: t('staff:campaigns.columns.submitted_at'),
      render: (c) => (
        <Text size="sm">{c.submitted_at ? formatDate(c.submitted_at, i18n.language) : '—'}</Text>
      ),
    },
    {
      key: 'actions',
      label: t('staff:campaigns.columns.actions'),
      card: 'actions',
      align: 'right',
      render: (c) =>
        c.status === 'pending' ? (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              color="teal"
              onClick={() => open(c, 'approve')}
              aria-label={`${t('staff:campaigns.approve')}: ${c.name ?? ''}`}
            >
              {t('staff:campaigns.approve')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => open(c, 'reject')}
              aria-label={`${t('staff:campaigns.reject')}: ${c.name ?? ''}`}
            >
              {t('staff:campaigns.reject')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" maw={260} truncate>
            {c.rejection_reason ?? ''}
          </Text>
        ),
    },
  ];
  const rows = campaigns.data?.data;
  const meta = campaigns.data?.meta;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('staff:campaigns.title')} subtitle={t('staff:campaigns.subtitle')} />
      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('staff:campaigns.search_label')}
            placeholder={t('staff:campaigns.search_placeholder')}
            value={search.q}
            onSearch={(value) => setSearch({ q: value, page: undefined })}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <Select
            aria-label={t('staff:campaigns.status_label')}
            value={status}
            allowDeselect={false}
            onChange={(value) =>
              setSearch({
                status: campaignStatuses.find((s) => s === value && s !== 'pending'),
                page: undefined,
              })
            }
            data={campaignStatuses.map((s) => ({ value: s, label: t(campaignStatusKeys[s]) }))}
            w={240}
          />
        </Group>
        {campaigns.isError && !rows ? (
          <LoadError
            message={t('staff:campaigns.load_error')}
            retryLabel={t('staff:campaigns.retry')}
            onRetry={() => void campaigns.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconSpeakerphone size={28} />}
            variant="light"
            title={t('staff:campaigns.empty_title')}
            description={t('staff:campaigns.empty')}
          />
        ) : (
          <div style={{ opacity: campaigns.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <ResponsiveList
              rows={rows}
              columns={columns}
              rowKey={(c) => c.id}
              rowTestId="staff-campaign-row"
              skeletonRows={3}
              minWidth={900}
            />
          </div>
        )}
        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>
      <CampaignDecisionModal
        campaign={target?.campaign}
        action={target?.action}
        opened={opened}
        onClose={modal.close}
        onExited={() => setTarget(undefined)}
      />
    </Stack>
  );
}
