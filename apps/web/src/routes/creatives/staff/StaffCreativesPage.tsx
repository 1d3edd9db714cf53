import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { creativeStatuses } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/forms/FormSection';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useStaffCreatives, type StaffCreative } from '../../../hooks/api/creatives';
import { statusLabels } from '../labels';
import { CreativeThumbnail } from '../list/CreativeBadges';
import { creativeDetailColumns } from '../list/creative-columns';
import { CreativesListPanel } from '../list/CreativesListPanel';
import { ReviewCreativeModal } from './ReviewCreativeModal';
import type { StaffCreativesSearch } from './staff-creatives-search';

const route = getRouteApi('/app/staff/creatives');
const perPage = 20;

/** `/staff/creatives`: platform staff review the companies' creatives, pending first (oldest first). */
export function StaffCreativesPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = search.status ?? 'pending';
  const creatives = useStaffCreatives({
    page: search.page ?? 1,
    per_page: perPage,
    status,
    format: search.format,
    search: search.search,
  });
  const setSearch = (next: StaffCreativesSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const [selectedId, setSelectedId] = useState<string>();
  const [opened, modal] = useDisclosure(false);
  const selected = creatives.data?.data.find((c) => c.id === selectedId);
  const open = (creative: StaffCreative) => {
    setSelectedId(creative.id);
    modal.open();
  };

  const columns: ListColumn<StaffCreative>[] = [
    {
      key: 'creative',
      label: t('creatives:columns.creative'),
      card: 'title',
      skeleton: <Skeleton height={48} width={220} radius="sm" />,
      render: (c, place) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <CreativeThumbnail creative={c} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate={place === 'table'} maw={place === 'table' ? 260 : undefined}>
              {c.name}
            </Text>
            <Text
              size="xs"
              c="dimmed"
              truncate={place === 'table'}
              maw={place === 'table' ? 260 : undefined}
              title={`${c.company.name} · ${c.advertiser_name}`}
            >
              {c.company.name} · {c.advertiser_display_name}
            </Text>
          </Stack>
        </Group>
      ),
    },
    ...creativeDetailColumns<StaffCreative>(t, i18n.language),
    {
      key: 'actions',
      label: t('creatives:review.actions'),
      labelHidden: true,
      card: 'actions',
      align: 'right',
      render: (c) => (
        <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} />} onClick={() => open(c)}>
          {c.status === 'pending' ? t('creatives:review.open') : t('creatives:review.view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('creatives:review.page_title')} subtitle={t('creatives:review.page_subtitle')} />
      <CreativesListPanel
        list={creatives}
        filters={search}
        setFilters={setSearch}
        leading={
          <SegmentedControl
            aria-label={t('creatives:list.status_label')}
            value={status}
            onChange={(value) =>
              setSearch({
                status: creativeStatuses.find((s) => s === value && s !== 'pending'),
                page: undefined,
              })
            }
            data={creativeStatuses.map((s) => ({ value: s, label: t(statusLabels[s]) }))}
          />
        }
        statusFilter={false}
        filtered={false}
        onClearFilters={() => undefined}
        empty={{ title: t('creatives:review.empty_title'), description: t('creatives:review.empty') }}
      >
        {(rows) => (
          <ResponsiveList
            rows={rows}
            columns={columns}
            rowKey={(c) => c.id}
            rowTestId="staff-creative-row"
            skeletonRows={4}
            minWidth={760}
            onRowClick={open}
          />
        )}
      </CreativesListPanel>
      <ReviewCreativeModal creative={selected} opened={opened && Boolean(selected)} onClose={modal.close} />
    </Stack>
  );
}
