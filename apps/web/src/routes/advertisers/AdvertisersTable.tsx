import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
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
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('advertisers:columns.advertiser')}</Table.Th>
            <Table.Th visibleFrom="xl">{t('advertisers:columns.website')}</Table.Th>
            <Table.Th>{t('advertisers:columns.country')}</Table.Th>
            <Table.Th ta="right">{t('advertisers:columns.balance')}</Table.Th>
            <Table.Th>{t('advertisers:columns.status')}</Table.Th>
            <Table.Th>{t('advertisers:columns.created_at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {advertisers
            ? advertisers.map((a) => (
                <Table.Tr
                  key={a.id}
                  data-testid="advertiser-row"
                  style={{ cursor: 'pointer' }}
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('a')) return;
                    void navigate({ to: '/advertisers/$id', params: { id: a.id } });
                  }}
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <AdvertiserAvatar
                        logoUrl={a.logo_url}
                        name={a.display_name}
                        muted={a.status !== 'active'}
                      />
                      <Stack gap={0} miw={0}>
                        <AnchorLink
                          to="/advertisers/$id"
                          params={{ id: a.id }}
                          size="sm"
                          fw={600}
                          c="inherit"
                          truncate
                        >
                          {a.display_name}
                        </AnchorLink>
                        <Text size="xs" c="dimmed" truncate maw={320}>
                          {a.name}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="xl">
                    <Text size="sm" c="dimmed" truncate maw={220}>
                      {a.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{countryName(a.country, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text
                      size="sm"
                      fw={600}
                      style={{ whiteSpace: 'nowrap' }}
                      data-testid="advertiser-balance"
                    >
                      {formatMoney(a.balance, a.currency)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AdvertiserStatusBadge status={a.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(a.created_at, i18n.language)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i}>
                  {Array.from({ length: 6 }, (__, j) => (
                    <Table.Td key={j} visibleFrom={j === 1 ? 'xl' : undefined}>
                      <Skeleton height={j === 0 ? 36 : 14} width={j === 0 ? 220 : 80} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
