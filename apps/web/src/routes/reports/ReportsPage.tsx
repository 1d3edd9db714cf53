import { Group, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReportMetric } from '@verba/domain/reports/vocabulary';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/forms/FormSection';
import { useReportRun, useSavedReports, type SavedReport } from '../../hooks/api/reports';
import { ReportActions } from './ReportActions';
import { SavedReportPanel } from './SavedReportPanel';
import { StandardReports } from './StandardReports';
import { ReportChartCard } from './ReportChartCard';
import { ReportControls } from './ReportControls';
import { ReportTable, ReportTableSkeleton } from './ReportTable';
import { ReportWatermark } from './ReportWatermark';
import {
  chartMetricOf,
  definitionOfSearch,
  isSameReport,
  nextSort,
  pageSizeOf,
  searchOfDefinition,
} from './report-state';
import { reportPageSizes, validateReportsSearch, type ReportsSearch } from './search';

const route = getRouteApi('/app/reports');

/**
 * `/reports` (spec §2, issue 29): build a report (period, comparison, dimensions, metrics,
 * filters), read it as a chart and a table with totals, sorted and paged by the server. The whole
 * state lives in the URL, so a report is shared by copying the address.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const definition = useMemo(() => definitionOfSearch(search), [search]);
  const page = search.page ?? 1;
  const pageSize = pageSizeOf(search);
  const run = useReportRun(definition, page, pageSize);
  const chartMetric = chartMetricOf(definition, search);
  const saved = useSavedReports();
  const current = search.saved ? saved.data?.find((report) => report.id === search.saved) : undefined;

  const go = (next: ReportsSearch) =>
    void navigate({ search: validateReportsSearch({ ...next }), replace: true });
  /** A change to what the report is: back to its first page. */
  const change = (patch: Partial<ReportsSearch>) => go({ ...search, page: undefined, ...patch });

  const open = (report: SavedReport) => go(searchOfDefinition(report.definition, { saved: report.id }));
  // A saved report that is gone (deleted, or no longer shared): the report stays, unsaved.
  const missing = Boolean(search.saved && saved.isSuccess && !current);
  useEffect(() => {
    if (missing) void navigate({ search: (prev) => ({ ...prev, saved: undefined }), replace: true });
  }, [missing, navigate]);

  const error = run.error instanceof ApiError ? run.error : undefined;
  const data = run.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total_rows / data.page_size)) : 1;

  return (
    <Stack gap="lg" maw={1440}>
      <PageHeader
        title={t('reports:title')}
        subtitle={t('reports:subtitle')}
        actions={
          <ReportActions
            definition={definition}
            current={current}
            totalRows={run.data?.total_rows}
            onOpen={open}
            onSaved={(report) => go({ ...search, saved: report.id })}
          />
        }
      />

      <StandardReports search={search} onOpen={(next) => go(searchOfDefinition(next))} />

      {current && (
        <SavedReportPanel
          report={current}
          modified={!isSameReport(search, current.definition)}
          onDeleted={() => go({ ...search, saved: undefined })}
        />
      )}

      <Paper withBorder radius="md" p="md">
        <ReportControls search={search} onChange={change} />
      </Paper>

      {data && <ReportWatermark page={data} />}

      <ReportChartCard
        definition={definition}
        metric={chartMetric}
        onMetric={(metric: ReportMetric) => go({ ...search, chart: metric })}
      />

      <Paper withBorder radius="md">
        {run.isError && !data ? (
          <LoadError
            message={errorMessage(error) ?? t('reports:table.load_error')}
            retryLabel={t('reports:table.retry')}
            onRetry={() => void run.refetch()}
          />
        ) : !data ? (
          <ReportTableSkeleton columns={definition.dimensions.length + definition.metrics.length} />
        ) : (
          <ReportTable
            page={data}
            sort={{ by: search.sort, direction: search.order }}
            onSort={(column) => change(nextSort(search, column.key, column.kind))}
            loading={run.isFetching && run.isPlaceholderData}
          />
        )}
        {data && data.total_rows > 0 && (
          <Group
            justify="space-between"
            p="md"
            gap="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap="sm">
              <Text size="sm" c="dimmed" data-testid="report-range">
                {t('common:list_range', {
                  from: new Intl.NumberFormat(i18n.language).format((data.page - 1) * data.page_size + 1),
                  to: new Intl.NumberFormat(i18n.language).format(
                    Math.min(data.page * data.page_size, data.total_rows),
                  ),
                  total: new Intl.NumberFormat(i18n.language).format(data.total_rows),
                })}
              </Text>
              <Select
                size="xs"
                w={110}
                aria-label={t('reports:table.page_size')}
                data={reportPageSizes.map((size) => ({
                  value: String(size),
                  label: t('reports:table.per_page', { count: size }),
                }))}
                value={String(pageSize)}
                onChange={(value) => change({ size: Number(value) })}
                allowDeselect={false}
                data-testid="report-page-size"
              />
            </Group>
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={(next) => go({ ...search, page: next })}
              size="sm"
              hideWithOnePage
              siblings={1}
              boundaries={1}
            />
          </Group>
        )}
      </Paper>
    </Stack>
  );
}

/** The server's refusal (a definition it cannot run), as the global error list would show it. */
function errorMessage(error: ApiError | undefined): string | undefined {
  if (!error || error.status >= 500) return undefined;
  const { errors } = error;
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.join(' ');
  return Object.values(errors).flat().join(' ') || undefined;
}
