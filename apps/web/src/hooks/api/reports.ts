import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportDefinition } from '@verba/domain';
import type { ReportPage } from '@verba/core/reports/report-table';
import { request } from '../../api/client';

export type { ReportColumn, ReportPage, ReportRow, ReportWatermark } from '@verba/core/reports/report-table';

export const reportsKeys = {
  all: ['reports'] as const,
  run: (definition: ReportDefinition, page: number, pageSize: number) =>
    ['reports', 'run', definition, page, pageSize] as const,
};

/**
 * `POST reports/run`: one page of a report (rows, totals, watermark). The previous answer stays on
 * screen while the next one loads; errors are shown by the page (silent here).
 */
export function useReportRun(definition: ReportDefinition, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: reportsKeys.run(definition, page, pageSize),
    queryFn: ({ signal }) =>
      request<ReportPage>(
        'POST',
        'reports/run',
        { definition, page, page_size: pageSize },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}
