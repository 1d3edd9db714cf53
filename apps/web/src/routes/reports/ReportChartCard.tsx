import { Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReportDefinition } from '@verba/domain';
import type { ReportMetric } from '@verba/domain/reports/vocabulary';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportRun } from '../../hooks/api/reports';
import { chartBarLimit, chartDefinition, isTimeDimension } from './report-state';
import { reportChartHeight } from './report-chart-size';
import { reportDimensionLabelKeys, reportMetricLabelKeys } from '@verba/domain/reports/label-keys';

const ReportChart = lazy(() => import('./ReportChart').then((m) => ({ default: m.ReportChart })));

/** Points of a line: a year of days, or of hours a week and a bit. */
const linePoints = 400;

/**
 * The chart above the table: one metric (picked here) along the report's first dimension, over
 * the whole range (its own query, not the table's page). The chart's code loads on first show.
 */
export function ReportChartCard({
  definition,
  metric,
  onMetric,
}: {
  definition: ReportDefinition;
  metric: ReportMetric;
  onMetric: (metric: ReportMetric) => void;
}) {
  const { t, i18n } = useTranslation();
  const chart = chartDefinition(definition, metric);
  const dimension = chart.dimensions[0]!;
  const line = isTimeDimension(dimension);
  const run = useReportRun(chart, 1, line ? linePoints : chartBarLimit);
  const title = t(line ? 'reports:chart.line_title' : 'reports:chart.bars_title', {
    metric: t(reportMetricLabelKeys[metric]),
    dimension: t(reportDimensionLabelKeys[dimension]).toLocaleLowerCase(i18n.language),
    count: chartBarLimit,
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-chart">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h5">
            {title}
          </Title>
          {definition.metrics.length > 1 && (
            <Select
              size="xs"
              aria-label={t('reports:chart.metric')}
              data={definition.metrics.map((value) => ({ value, label: t(reportMetricLabelKeys[value]) }))}
              value={metric}
              onChange={(value) => value && onMetric(value)}
              allowDeselect={false}
              w={{ base: '100%', xs: 220 }}
              data-testid="report-chart-metric"
            />
          )}
        </Group>
        {run.isError && !run.data ? (
          <Text size="sm" c="dimmed">
            {t('reports:chart.load_error')}
          </Text>
        ) : !run.data ? (
          <Skeleton height={reportChartHeight} radius="sm" />
        ) : run.data.rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="report-chart-empty">
            {t('reports:chart.empty')}
          </Text>
        ) : (
          <Suspense fallback={<Skeleton height={reportChartHeight} radius="sm" />}>
            <ReportChart page={run.data} metric={metric} label={title} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
