import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { useListDate } from '../../components/list/use-list-date';
import { moneyColumn } from '../../components/list/money-column';
import type { AdvertiserListItem } from '../../hooks/api/advertisers';
import { AdvertiserAvatar, AdvertiserStatusBadge } from './AdvertiserBadges';
import { countryName } from './country-names';
import { AnchorLink } from './links';

/** The advertisers of one page; a row opens the advertiser. The website shows on wide screens only. */
export function AdvertisersTable({
  advertisers,
  skeletonRows,
}: {
  advertisers: AdvertiserListItem[] | undefined;
  skeletonRows: number;
}) {
  const { t, i18n } = useTranslation();
  const createdAt = useListDate((advertisers ?? []).map((a) => a.created_at));
  const navigate = useNavigate();
  const columns: ListColumn<AdvertiserListItem>[] = [
    {
      key: 'advertiser',
      label: t('advertisers:columns.advertiser'),
      card: 'title',
      skeleton: <Skeleton height={36} width={220} radius="sm" />,
      render: (a) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <AdvertiserAvatar logoUrl={a.logo_url} name={a.display_name} muted={a.status !== 'active'} />
          <Stack gap={0} miw={0}>
            <AnchorLink to="/advertisers/$id" params={{ id: a.id }} size="sm" fw={600} c="inherit" truncate>
              {a.display_name}
            </AnchorLink>
            <Text size="xs" c="dimmed" truncate maw={320}>
              {a.name}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'website',
      label: t('advertisers:columns.website'),
      visibleFrom: 'xl',
      card: 'hidden',
      render: (a) => (
        <Text size="sm" c="dimmed" truncate maw={220}>
          {a.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </Text>
      ),
    },
    {
      key: 'country',
      label: t('advertisers:columns.country'),
      render: (a) => <Text size="sm">{countryName(a.country, i18n.language)}</Text>,
    },
    moneyColumn({
      key: 'balance',
      label: t('advertisers:columns.balance'),
      value: (a) => ({ amount: a.balance, currency: a.currency }),
      testId: 'advertiser-balance',
    }),
    {
      key: 'status',
      label: t('advertisers:columns.status'),
      card: 'aside',
      render: (a) => <AdvertiserStatusBadge status={a.status} />,
    },
    {
      key: 'created_at',
      label: t('advertisers:columns.created_at'),
      render: (a) => <Text size="sm">{createdAt(a.created_at)}</Text>,
    },
  ];
  return (
    <ResponsiveList
      rows={advertisers}
      columns={columns}
      rowKey={(a) => a.id}
      rowTestId="advertiser-row"
      skeletonRows={skeletonRows}
      minWidth={760}
      onRowClick={(a) => void navigate({ to: '/advertisers/$id', params: { id: a.id } })}
    />
  );
}
