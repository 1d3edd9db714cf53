import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@verba/domain';
import { LoadError } from '../../components/LoadError';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import {
  useAdvertiserManualDelivery,
  type AdvertiserManualDelivery,
} from '../../hooks/api/managed-campaigns';
import { cents, count, micros } from '../staff/managed/money';
import { manualFigureColumns } from '../staff/managed/figure-columns';

type Day = AdvertiserManualDelivery['days'][number];

/**
 * The campaign page of a published MANUAL campaign (issue 27): what the platform team recorded as
 * delivered per day, each with "registrado pela equipe em dd/mm/aaaa", and the recorded cost against
 * the reservation.
 */
export function ManualDeliverySection({ campaignId }: { campaignId: string }) {
  const { t, i18n } = useTranslation();
  const delivery = useAdvertiserManualDelivery(campaignId, true);
  const data = delivery.data;
  const columns: ListColumn<Day>[] = [
    {
      key: 'day',
      label: t('manualDelivery:columns.day'),
      card: 'title',
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {formatDate(d.day, i18n.language)}
            {d.strategy_name ? ` · ${d.strategy_name}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t('manualDelivery:advertiser.recorded_on', {
              date: formatDate(d.recorded_at, i18n.language, { timeZone: 'America/Sao_Paulo' }),
            })}
          </Text>
        </Stack>
      ),
    },
    ...manualFigureColumns<Day>(t, i18n.language),
    {
      key: 'cost',
      label: t('manualDelivery:columns.cost'),
      align: 'right',
      card: 'aside',
      render: (d) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {micros(d.cost_micros, data?.currency ?? 'BRL')}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="sm" data-testid="manual-delivery-section">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t('manualDelivery:advertiser.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('manualDelivery:advertiser.intro')}
        </Text>
      </Stack>
      {delivery.isError && !data ? (
        <Paper withBorder radius="md">
          <LoadError
            message={t('manualDelivery:advertiser.load_error')}
            retryLabel={t('manualDelivery:list.retry')}
            onRetry={() => void delivery.refetch()}
          />
        </Paper>
      ) : (
        <>
          {data && (
            <Paper withBorder radius="md" p="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                {[
                  [t('manualDelivery:detail.totals.reserved'), cents(data.totals.reserved, data.currency)],
                  [
                    t('manualDelivery:detail.totals.recorded'),
                    micros(data.totals.recorded_cost_micros, data.currency),
                  ],
                  [t('manualDelivery:columns.impressions'), count(data.totals.impressions, i18n.language)],
                  [t('manualDelivery:columns.clicks'), count(data.totals.clicks, i18n.language)],
                ].map(([label, value]) => (
                  <Stack gap={2} key={label}>
                    <Text size="xs" c="dimmed">
                      {label}
                    </Text>
                    <Text size="lg" fw={600}>
                      {value}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Paper>
          )}
          <Paper withBorder radius="md">
            {data && data.days.length === 0 ? (
              <Text p="lg" size="sm" c="dimmed">
                {t('manualDelivery:advertiser.empty')}
              </Text>
            ) : (
              <ResponsiveList
                rows={data?.days}
                columns={columns}
                rowKey={(d) => `${d.day}|${d.strategy_id ?? ''}`}
                rowTestId="advertiser-manual-day"
                skeletonRows={2}
                minWidth={640}
              />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
