import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportDefinition, ReportExportFormat, SavedReportInput } from '@verba/domain';
import type { ReportPage } from '@verba/core/reports/report-table';
import type { ReportJobView as ReportJob } from '@verba/core/reports/export/report-job-view';
import type { SavedReportView as SavedReport } from '@verba/core/reports/saved/saved-report-rules';
import { api, request } from '../../api/client';

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
      api.post<ReportPage>(
        'reports/run',
        { definition, page, page_size: pageSize },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** A standard report: its key (the screen names it) and its definition. */
export interface StandardReport {
  key: string;
  definition: ReportDefinition;
}

/** `GET reports/standard`: the reports ready to use. */
export function useStandardReports() {
  return useQuery({
    queryKey: ['reports', 'standard'] as const,
    queryFn: ({ signal }) => api.get<StandardReport[]>('reports/standard', { signal, silent: true }),
    staleTime: Infinity,
  });
}

/* ─── Saved reports, exports, e-mail and the spreadsheet link (docs/reports-export.md) ─── */

export type { SavedReportView as SavedReport } from '@verba/core/reports/saved/saved-report-rules';
export type { ReportJobView as ReportJob } from '@verba/core/reports/export/report-job-view';
export type { ReportExportFormat, SavedReportInput } from '@verba/domain';

export const savedReportsKeys = {
  list: ['reports', 'saved'] as const,
  job: (id: string) => ['reports', 'jobs', id] as const,
};

/** `GET reports/saved`: the user's own reports and those colleagues shared. */
export function useSavedReports() {
  return useQuery({
    queryKey: savedReportsKeys.list,
    queryFn: ({ signal }) => api.get<SavedReport[]>('reports/saved', { signal, silent: true }),
  });
}

/** Save a new report, or update one's own (`PUT reports/saved/{id}`). */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SavedReportInput }) =>
      id
        ? api.override<SavedReport>('PUT', `reports/saved/${id}`, input as unknown as Record<string, unknown>)
        : api.post<SavedReport>('reports/saved', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReportsKeys.list }),
  });
}

export function useDeleteSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.override('DELETE', `reports/saved/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReportsKeys.list }),
  });
}

/** Create (or replace) the spreadsheet link of one's saved report, or revoke it. */
export function useReportLink() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: savedReportsKeys.list });
  return {
    create: useMutation({
      mutationFn: (id: string) => api.post<{ url: string; created_at: string }>(`reports/saved/${id}/link`),
      onSuccess: done,
    }),
    revoke: useMutation({
      // A real DELETE: a POST with `_method` would land on the POST route of the same path (a new link).
      mutationFn: (id: string) => request<void>('DELETE', `reports/saved/${id}/link`),
      onSuccess: done,
    }),
  };
}

/** `POST reports/downloads`: a signed, expiring URL that streams the file. */
export function useReportDownload() {
  return useMutation({
    mutationFn: (input: { definition: ReportDefinition; format: ReportExportFormat }) =>
      api.post<{ url: string; expires_at: string }>('reports/downloads', input),
  });
}

/** `POST reports/email`: the durable job that e-mails the file's link. */
export function useEmailReport() {
  return useMutation({
    mutationFn: (input: {
      definition: ReportDefinition;
      format: ReportExportFormat;
      recipients: string[];
      saved_report_id?: string;
    }) => api.post<ReportJob>('reports/email', input),
  });
}

/** `GET reports/jobs/{id}`, polled until the job is done or failed. */
export function useReportJob(id: string | undefined) {
  return useQuery({
    queryKey: savedReportsKeys.job(id ?? ''),
    queryFn: ({ signal }) => api.get<ReportJob>(`reports/jobs/${id}`, { signal, silent: true }),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && ['done', 'failed'].includes(query.state.data.status) ? false : 1500,
  });
}
