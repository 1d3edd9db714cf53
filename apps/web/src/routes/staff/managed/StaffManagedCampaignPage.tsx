import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@verba/domain';
import { LoadError } from '../../../components/LoadError';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useHrefLink } from '../../../components/use-href-link';
import {
  useManagedCampaign,
  type ManagedCampaignDetail,
  type ManualDay,
} from '../../../hooks/api/managed-campaigns';
import { ManualDayForm } from './ManualDayForm';
import { ManualUploadSection } from './ManualUploadSection';
import { cents, count, micros } from './money';
import { manualFigureColumns } from './figure-columns';

const route = getRouteApi('/app/staff/managed-campaigns/$id');

/**
 * `/staff/managed-campaigns/$id` (issue 27, docs/channels-manual.md): one MANUAL campaign for the
 * platform team: the reservation against what was recorded and posted, a form to record a day, the
 * partner's file upload with its preview, and every recorded day.
 */
export function StaffManagedCampaignPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const detail = useManagedCampaign(id);
  const link = useHrefLink();
  const back = link('/staff/managed-campaigns');
  return (
    <Stack gap="lg" maw={1200}>
      <Anchor href={back.href} onClick={back.onClick} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('manualDelivery:detail.back')}
        </Group>
      </Anchor>
      {detail.data ? (
        <Detail detail={detail.data} />
      ) : detail.isError ? (
        <LoadError
          message={t('manualDelivery:detail.load_error')}
          retryLabel={t('manualDelivery:list.retry')}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
    </Stack>
  );
}

function Detail({ detail }: { detail: ManagedCampaignDetail }) {
  const { t, i18n } = useTranslation();
  const { campaign: c, totals } = detail;
  const recordedCents = BigInt(totals.recorded_cost_micros) / 10_000n;
  const reserved = totals.reserved === null ? null : BigInt(totals.reserved);
  const left = reserved === null ? null : reserved - recordedCents;
  const period = c.end_date
    ? t('manualDelivery:detail.period', {
        from: formatDate(c.start_date ?? '', i18n.language),
        to: formatDate(c.end_date, i18n.language),
      })
    : t('manualDelivery:detail.period_open', {
        from: c.start_date ? formatDate(c.start_date, i18n.language) : '—',
      });
  const fact = (label: string, value: string, testId?: string, color?: string) => (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} c={color} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );

  const columns: ListColumn<ManualDay>[] = [
    {
      key: 'day',
      label: t('manualDelivery:columns.day'),
      card: 'title',
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {formatDate(d.day, i18n.language)}
          </Text>
          {d.strategy_name && (
            <Text size="xs" c="dimmed">
              {d.strategy_name}
            </Text>
          )}
        </Stack>
      ),
    },
    ...manualFigureColumns<ManualDay>(t, i18n.language),
    {
      key: 'video_views',
      label: t('manualDelivery:columns.video_views'),
      align: 'right',
      visibleFrom: 'lg',
      render: (d) => <Text size="sm">{count(d.video_views, i18n.language)}</Text>,
    },
    {
      key: 'cost',
      label: t('manualDelivery:columns.cost'),
      align: 'right',
      card: 'aside',
      render: (d) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {micros(d.cost_micros, c.currency)}
        </Text>
      ),
    },
    {
      key: 'source',
      label: t('manualDelivery:columns.source'),
      render: (d) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" truncate maw={220} title={d.file_name ?? undefined}>
            {d.source === 'upload'
              ? t('manualDelivery:detail.source.upload', { name: d.file_name ?? '' })
              : t('manualDelivery:detail.source.form')}
          </Text>
          {d.note && (
            <Text size="xs" c="dimmed" truncate maw={220} title={d.note}>
              {d.note}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'recorded_at',
      label: t('manualDelivery:columns.recorded_at'),
      render: (d) => (
        <Text size="sm">{formatDate(d.recorded_at, i18n.language, { timeZone: 'America/Sao_Paulo' })}</Text>
      ),
    },
  ];

  return (
    <>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {c.name}
        </Title>
        <Text size="sm" c="dimmed">
          {c.advertiser_name} · {c.company_name} · {period}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {fact(
            t('manualDelivery:detail.totals.reserved'),
            cents(totals.reserved, c.currency),
            'manual-reserved',
          )}
          {fact(
            t('manualDelivery:detail.totals.recorded'),
            micros(totals.recorded_cost_micros, c.currency),
            'manual-recorded',
          )}
          {fact(t('manualDelivery:detail.totals.posted'), cents(totals.posted, c.currency), 'manual-posted')}
          {left !== null && left < 0n
            ? fact(
                t('manualDelivery:detail.totals.over'),
                cents(String(-left), c.currency),
                'manual-over',
                'red',
              )
            : fact(
                t('manualDelivery:detail.totals.left'),
                cents(left === null ? null : String(left), c.currency),
                'manual-left',
              )}
        </SimpleGrid>
      </Paper>
      <ManualDayForm detail={detail} />
      <ManualUploadSection detail={detail} />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('manualDelivery:detail.days_title')}
        </Title>
        <Paper withBorder radius="md">
          {detail.days.length === 0 ? (
            <Text p="lg" size="sm" c="dimmed">
              {t('manualDelivery:detail.days_empty')}
            </Text>
          ) : (
            <ResponsiveList
              rows={detail.days}
              columns={columns}
              rowKey={(d) => d.id}
              rowTestId="manual-day-row"
              minWidth={900}
            />
          )}
        </Paper>
      </Stack>
    </>
  );
}
