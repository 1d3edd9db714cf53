import { Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import type { Creative } from '../../../hooks/api/creatives';
import { AnchorLink } from '../../advertisers/links';
import { CreativeThumbnail } from './CreativeBadges';
import { creativeDetailColumns } from './creative-columns';

/** One page of creatives; a row opens the creative's form. */
export function CreativesTable({
  creatives,
  skeletonRows,
  withAdvertiser = false,
}: {
  creatives: Creative[] | undefined;
  skeletonRows: number;
  /** Names whose each creative is (the list of all advertisers). */
  withAdvertiser?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const open = (c: Creative) =>
    void navigate({
      to: '/advertisers/$id/creatives/$creativeId/edit',
      params: { id: c.advertiser_id, creativeId: c.id },
    });
  const columns: ListColumn<Creative>[] = [
    {
      key: 'creative',
      label: t('creatives:columns.creative'),
      card: 'title',
      skeleton: <Skeleton height={48} width={220} radius="sm" />,
      // A card has the width to itself: the name wraps rather than being cut.
      render: (c, place) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <CreativeThumbnail creative={c} />
          <Stack gap={0} miw={0}>
            <AnchorLink
              to="/advertisers/$id/creatives/$creativeId/edit"
              params={{ id: c.advertiser_id, creativeId: c.id }}
              size="sm"
              fw={600}
              c="inherit"
              truncate={place === 'table'}
              maw={place === 'table' ? 280 : undefined}
            >
              {c.name}
            </AnchorLink>
            <Text size="xs" c="dimmed" truncate maw={280}>
              {c.title ?? c.headline ?? c.search?.titles[0] ?? c.asset?.original_name ?? ''}
            </Text>
          </Stack>
        </Group>
      ),
    },
    ...(withAdvertiser
      ? [
          {
            key: 'advertiser',
            label: t('creatives:columns.advertiser'),
            // The short display name; the legal name on hover (and on the creative's page).
            render: (c: Creative) => (
              <Tooltip label={c.advertiser_name} openDelay={300} withinPortal>
                <Text size="sm" truncate maw={200}>
                  {c.advertiser_display_name}
                </Text>
              </Tooltip>
            ),
          },
        ]
      : []),
    ...creativeDetailColumns<Creative>(t, i18n.language),
  ];
  return (
    <ResponsiveList
      rows={creatives}
      columns={columns}
      rowKey={(c) => c.id}
      rowTestId="creative-row"
      skeletonRows={skeletonRows}
      minWidth={720}
      onRowClick={open}
    />
  );
}
