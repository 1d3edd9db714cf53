import { Grid, Paper, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { StaffDelivery } from '../../../hooks/api/delivery';
import { minuteChartHeight } from './minute-series';

const MinuteCharts = lazy(() => import('./MinuteCharts').then((m) => ({ default: m.MinuteCharts })));

/** The per-minute charts of /staff/delivery, their code loaded on first show behind same-size skeletons. */
export function LazyMinuteCharts({ d }: { d: StaffDelivery }) {
  return (
    <Suspense fallback={<MinuteChartsSkeleton />}>
      <MinuteCharts d={d} />
    </Suspense>
  );
}

function MinuteChartsSkeleton() {
  return (
    <Grid gap="sm" data-testid="staff-charts-loading">
      {[0, 1, 2, 3].map((i) => (
        <Grid.Col key={i} span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md">
            <Skeleton height={22} width="40%" mb="xs" />
            <Skeleton height={minuteChartHeight} radius="sm" />
          </Paper>
        </Grid.Col>
      ))}
    </Grid>
  );
}
