import { Skeleton } from '@mantine/core';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { lazy, Suspense } from 'react';
import { homeChartHeight, type HomeChartMetric } from './home-delivery-series';

const HomeDeliveryChart = lazy(() =>
  import('./HomeDeliveryChart').then((m) => ({ default: m.HomeDeliveryChart })),
);

/** The home's daily chart, its code (and the chart library) loaded on first show behind a same-height skeleton. */
export function LazyHomeDeliveryChart(props: { view: HomeDelivery; metric: HomeChartMetric }) {
  return (
    <Suspense fallback={<Skeleton height={homeChartHeight} radius="sm" data-testid="home-chart-loading" />}>
      <HomeDeliveryChart {...props} />
    </Suspense>
  );
}
