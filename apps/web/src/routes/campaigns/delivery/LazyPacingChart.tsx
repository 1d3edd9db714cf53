import { Skeleton } from '@mantine/core';
import type { Currency } from '@verba/domain';
import { lazy, Suspense } from 'react';
import type { TodayPacing } from '../../../hooks/api/delivery';
import { pacingChartHeight } from './pacing-series';

const PacingChart = lazy(() => import('./PacingChart').then((m) => ({ default: m.PacingChart })));

/** Today's pacing chart, its code (and the chart library) loaded on first show behind a same-height skeleton. */
export function LazyPacingChart(props: { pacing: TodayPacing; currency: Currency }) {
  return (
    <Suspense
      fallback={<Skeleton height={pacingChartHeight} radius="sm" data-testid="pacing-chart-loading" />}
    >
      <PacingChart {...props} />
    </Suspense>
  );
}
