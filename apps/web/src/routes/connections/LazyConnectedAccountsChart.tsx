import { Skeleton } from '@mantine/core';
import type { Currency } from '@verba/domain';
import { lazy, Suspense } from 'react';
import type { ConnectedAccountsChartDay } from './ConnectedAccountsChart';

const ConnectedAccountsChart = lazy(() =>
  import('./ConnectedAccountsChart').then((m) => ({ default: m.ConnectedAccountsChart })),
);

/** The connected accounts' chart, its code (and the chart library) loaded on first show behind a same-height skeleton. */
export function LazyConnectedAccountsChart(props: {
  data: ConnectedAccountsChartDay[];
  label: string;
  currency: Currency;
}) {
  return (
    <Suspense fallback={<Skeleton height={240} radius="sm" />}>
      <ConnectedAccountsChart {...props} />
    </Suspense>
  );
}
