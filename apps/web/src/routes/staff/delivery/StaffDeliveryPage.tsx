import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import { useStaffDelivery, type StaffDelivery } from '../../../hooks/api/delivery';
import { formatCount, formatDecimal, formatRate } from '../../campaigns/delivery/delivery-format';
import { formatTime } from '../../campaigns/delivery/time-format';
import { noBidKeys } from '../../campaigns/delivery/reason-keys';
import { LazyMinuteCharts } from './LazyMinuteCharts';

type ReasonRow = StaffDelivery['no_bid_reasons'][number] & { share: number };

/**
 * `/staff/delivery` (platform staff): the bidders over the last hour — request rate, bid and win
 * rates, timeouts, latency, spend per minute and why requests got no bid. Refreshes by itself.
 */
export function StaffDeliveryPage() {
  const { t, i18n } = useTranslation();
  const delivery = useStaffDelivery();
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={1} size="h2">
          {t('delivery:staff.title')}
        </Title>
        {delivery.data && (
          <Text size="xs" c="dimmed">
            {t('delivery:staff.window', {
              since: formatTime(delivery.data.since, i18n.language),
            })}
          </Text>
        )}
      </Group>
      {delivery.data ? (
        <Dashboard d={delivery.data} />
      ) : delivery.error ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('delivery:load_error')}
            </Text>
            <Button variant="light" size="xs" onClick={() => void delivery.refetch()}>
              {t('delivery:retry')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </Stack>
  );
}

function Dashboard({ d }: { d: StaffDelivery }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ms = (v: number | null) => (v === null ? '—' : `${formatDecimal(v, lang, 2)} ms`);
  const cards: [string, string, string][] = [
    ['rps', t('delivery:staff.requests_per_second'), formatDecimal(d.requests_per_second, lang, 2)],
    ['bid-rate', t('delivery:staff.bid_rate'), formatRate(d.bid_rate, lang)],
    ['win-rate', t('delivery:staff.win_rate'), formatRate(d.win_rate, lang)],
    ['timeouts', t('delivery:staff.timeouts'), formatCount(d.timeouts, lang)],
    ['p50', t('delivery:staff.latency_p50'), ms(d.latency_p50_ms)],
    ['p99', t('delivery:staff.latency_p99'), ms(d.latency_p99_ms)],
    ['spend-per-minute', t('delivery:staff.spend_per_minute'), formatMoney(d.spend_per_minute, 'BRL')],
    ['bidders', t('delivery:staff.bidders'), formatCount(d.bidders, lang)],
  ];
  const totalNoBids = d.no_bid_reasons.reduce((sum, r) => sum + r.count, 0);
  const reasons: ReasonRow[] = d.no_bid_reasons.map((r) => ({ ...r, share: r.count / totalNoBids }));
  const columns: ListColumn<ReasonRow>[] = [
    {
      key: 'reason',
      label: t('delivery:staff.reason'),
      card: 'title',
      render: (r) => <Text size="sm">{t(noBidKeys[r.reason])}</Text>,
    },
    {
      key: 'count',
      label: t('delivery:staff.count'),
      align: 'right',
      card: 'aside',
      render: (r) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatCount(r.count, lang)}
        </Text>
      ),
    },
    {
      key: 'share',
      label: t('delivery:staff.share'),
      align: 'right',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatRate(r.share, lang)}
        </Text>
      ),
    },
  ];
  return (
    <>
      {d.requests === 0 && (
        <Alert color="gray" variant="light" data-testid="staff-delivery-empty">
          {t('delivery:staff.empty')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {cards.map(([key, label, value]) => (
          <Paper key={key} withBorder radius="md" p="sm" miw={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }} data-testid={`staff-delivery-${key}`}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <LazyMinuteCharts d={d} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('delivery:staff.no_bid_title')}
        </Title>
        {reasons.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('delivery:staff.no_bid_none')}
          </Text>
        ) : (
          <ResponsiveList
            rows={reasons}
            columns={columns}
            rowKey={(r) => r.reason}
            rowTestId="no-bid-reason"
          />
        )}
      </Stack>
    </>
  );
}
