import { Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import type { CampaignListItem } from '../../hooks/api/campaigns';
import type { CampaignStatus } from '@verba/domain';
import { AnchorLink } from '../advertisers/links';
import { formatCount, formatRate } from './delivery/delivery-format';
import { moneyOrDash, periodText } from './format';
import { CampaignStatusBadge } from './labels';
import { StatusToggleButton } from './StatusToggleButton';

const nowrap = { whiteSpace: 'nowrap' } as const;
/** Statuses of a campaign that has never bid: its delivery reads as a dash, not as zeros. */
const neverPublished = new Set<CampaignStatus>(['draft', 'pending', 'failed']);

/** The campaigns of one page; a row opens the campaign, pause/activate act in place. */
export function CampaignsTable({
  campaigns,
  skeletonRows,
  showAdvertiser = true,
}: {
  campaigns: CampaignListItem[] | undefined;
  skeletonRows: number;
  showAdvertiser?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns: ListColumn<CampaignListItem>[] = [
    {
      key: 'campaign',
      label: t('campaigns:pages.columns.campaign'),
      card: 'title',
      render: (c) => (
        <Stack gap={0} miw={0}>
          <AnchorLink
            to="/campaigns/$id"
            params={{ id: c.id }}
            size="sm"
            fw={600}
            c="inherit"
            // Two lines at most, not one wide line: a long name would push the actions column out
            // of view at 1366 px.
            lineClamp={2}
            maw={216}
            data-testid="campaign-name"
          >
            {c.name ?? t('campaigns:pages.unnamed')}
          </AnchorLink>
          <Text size="xs" c="dimmed" truncate maw={216} data-testid="campaign-subtitle">
            {showAdvertiser
              ? `${c.advertiser_name} · ${t(`campaigns:types.${c.type}`)}`
              : t(`campaigns:types.${c.type}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      label: t('campaigns:pages.columns.status'),
      render: (c) => <CampaignStatusBadge status={c.status} />,
    },
    {
      key: 'budget',
      label: t('campaigns:pages.columns.budget'),
      align: 'right',
      card: 'aside',
      render: (c) => (
        <Text size="sm" fw={600} style={nowrap} data-testid="campaign-budget">
          {moneyOrDash(c.budget, c.currency)}
        </Text>
      ),
    },
    {
      key: 'spent',
      label: t('campaigns:pages.columns.spent_remaining'),
      align: 'right',
      render: (c) =>
        c.reservation ? (
          <Stack gap={0} align="inherit">
            <Text size="sm" style={nowrap} data-testid="campaign-spent">
              {moneyOrDash(c.reservation.spent, c.currency)}
            </Text>
            <Text size="xs" c="dimmed" style={nowrap}>
              {t('campaigns:pages.remaining_short', {
                amount: moneyOrDash(c.reservation.remaining, c.currency),
              })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'delivery',
      label: t('campaigns:pages.columns.delivery'),
      align: 'right',
      visibleFrom: 'md',
      render: (c) =>
        c.delivery && !neverPublished.has(c.status) ? (
          <Stack gap={0} align="inherit">
            <Text size="sm" style={nowrap} data-testid="campaign-impressions">
              {formatCount(c.delivery.impressions, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed" style={nowrap}>
              {t('campaigns:pages.clicks_ctr', {
                count: c.delivery.clicks,
                clicks: formatCount(c.delivery.clicks, i18n.language),
                ctr: formatRate(c.delivery.ctr, i18n.language),
              })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'period',
      label: t('campaigns:pages.columns.period'),
      visibleFrom: 'lg',
      render: (c) => (
        // Wraps after the dash: two short lines keep the actions column in view at 1366 px.
        <Text size="sm" maw={124}>
          {periodText(c.start_date, c.end_date, i18n.language, t)}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: t('campaigns:pages.columns.actions'),
      labelHidden: true,
      card: 'actions',
      skeleton: null,
      render: (c) =>
        c.actions.pause || c.actions.activate ? (
          <StatusToggleButton
            target={{ kind: 'campaign', campaignId: c.id }}
            change={c.actions.pause ? 'pause' : 'activate'}
            data-testid="campaign-toggle"
          />
        ) : null,
    },
  ];
  return (
    <ResponsiveList
      rows={campaigns}
      columns={columns}
      rowKey={(c) => c.id}
      rowTestId="campaign-row"
      skeletonRows={skeletonRows}
      minWidth={820}
      onRowClick={(c) => void navigate({ to: '/campaigns/$id', params: { id: c.id } })}
    />
  );
}
