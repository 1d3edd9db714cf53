import { Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DeliveryDay } from '@verba/domain/delivery/views';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyChartHeight, dailyChartMetrics, type DailyChartMetric } from './daily-series';

const DailyDeliveryChart = lazy(() =>
  import('./DailyDeliveryChart').then((m) => ({ default: m.DailyDeliveryChart })),
);

/**
 * A metric switch (spend, impressions, clicks, conversions) over a bar chart of the days; the
 * chart's code (and the chart library) loads on first show behind a same-height skeleton.
 */
export function DailyDelivery({ days }: { days: readonly DeliveryDay[] }) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<DailyChartMetric>('spend');
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={metric}
        onChange={(value) => setMetric(value)}
        aria-label={t('delivery:daily.metric')}
        data={dailyChartMetrics.map((value) => ({ value, label: t(`delivery:kpi.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Suspense
        fallback={<Skeleton height={dailyChartHeight} radius="sm" data-testid="daily-chart-loading" />}
      >
        <DailyDeliveryChart days={days} metric={metric} />
      </Suspense>
    </Stack>
  );
}

/** "Delivery per day" on a campaign's or a strategy's page, once any day has delivered. */
export function DailyDeliveryCard({ days, inPeriod }: { days: readonly DeliveryDay[]; inPeriod: boolean }) {
  const { t } = useTranslation();
  if (!days.some((day) => day.impressions > 0 || day.spend.length > 0)) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="daily-delivery">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {t('delivery:daily.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t(inPeriod ? 'delivery:daily.in_period' : 'delivery:daily.since_start')}
          </Text>
        </Stack>
        <DailyDelivery days={days} />
      </Stack>
    </Paper>
  );
}
