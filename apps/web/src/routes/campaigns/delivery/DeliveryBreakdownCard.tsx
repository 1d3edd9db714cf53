import { Button, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import {
  breakdownDimensions,
  type BreakdownDimension,
  type DeliveryBreakdown,
} from '@verba/domain/delivery/views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyColumn } from '../../../components/list/money-column';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useDeliveryBreakdown } from '../../../hooks/api/delivery';
import { figureColumns } from './figure-columns';

type Row = DeliveryBreakdown['rows'][number];

/** Rows shown before "show all" (the answer holds up to 50). */
const rowsFirstShown = 10;

const dimensionKeys: Record<BreakdownDimension, string> = {
  state: 'delivery:breakdown.dimensions.state',
  city: 'delivery:breakdown.dimensions.city',
  device: 'delivery:breakdown.dimensions.device',
  environment: 'delivery:breakdown.dimensions.environment',
  site_or_app: 'delivery:breakdown.dimensions.site_or_app',
};
/** Values whose label the SPA knows (the rest are names or domains the server sends). */
const valueKeys: Record<string, string> = {
  MOBILE: 'campaigns:targeting.devices.MOBILE',
  DESKTOP: 'campaigns:targeting.devices.DESKTOP',
  APP: 'campaigns:targeting.environments.APP',
  WEB: 'campaigns:targeting.environments.WEB',
};

/**
 * "Where it delivered": a campaign's figures per state, city, device, environment or site/app over
 * the panel's period (all time when none), from the event store's rollups.
 */
export function DeliveryBreakdownCard({
  campaignId,
  range,
}: {
  campaignId: string;
  range: { from: string; to: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const [dimension, setDimension] = useState<BreakdownDimension>('state');
  const [expanded, setExpanded] = useState(false);
  const choose = (value: string) => {
    const next = breakdownDimensions.find((d) => d === value);
    if (!next) return;
    setDimension(next);
    setExpanded(false);
  };
  const dimensionOptions = breakdownDimensions.map((value) => ({ value, label: t(dimensionKeys[value]) }));
  const breakdown = useDeliveryBreakdown(campaignId, { dimension, ...range });
  const data = breakdown.data;
  const labelOf = (row: Row) =>
    row.value === ''
      ? t('delivery:breakdown.unknown')
      : (row.label ?? (valueKeys[row.value] ? t(valueKeys[row.value]!) : row.value));
  const columns: ListColumn<Row>[] = [
    {
      key: 'value',
      label: t(dimensionKeys[dimension]),
      card: 'title',
      render: (row) => (
        <Text
          size="sm"
          fw={600}
          c={row.value === '' ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {labelOf(row)}
        </Text>
      ),
    },
    ...figureColumns<Row>((row) => row.totals, t, i18n.language, { ctrFrom: 'sm' }),
    moneyColumn({
      key: 'spend',
      label: t('delivery:kpi.spend'),
      value: (row) => ({ amount: row.totals.spend, currency: data?.currency ?? 'BRL' }),
    }),
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="delivery-breakdown">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('delivery:breakdown.title')}
        </Title>
        {/* Five segments do not fit a phone: there, the same choice as a select. */}
        <SegmentedControl
          visibleFrom="sm"
          size="xs"
          value={dimension}
          onChange={choose}
          aria-label={t('delivery:breakdown.dimension')}
          data={dimensionOptions}
          style={{ alignSelf: 'flex-start' }}
        />
        <Select
          hiddenFrom="sm"
          size="xs"
          value={dimension}
          onChange={(value) => value && choose(value)}
          allowDeselect={false}
          aria-label={t('delivery:breakdown.dimension')}
          data={dimensionOptions}
        />
        {data && data.rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="delivery-breakdown-empty">
            {t('delivery:breakdown.empty')}
          </Text>
        ) : (
          <ResponsiveList
            rows={breakdown.isError ? [] : expanded ? data?.rows : data?.rows.slice(0, rowsFirstShown)}
            columns={columns}
            rowKey={(row) => row.value}
            rowTestId="delivery-breakdown-row"
            skeletonRows={3}
          />
        )}
        {data && !expanded && data.rows.length > rowsFirstShown && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setExpanded(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('delivery:breakdown.show_all', { count: data.rows.length })}
          </Button>
        )}
        {data && expanded && data.others > 0 && (
          <Text size="xs" c="dimmed">
            {t('delivery:breakdown.others', { count: data.others })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
