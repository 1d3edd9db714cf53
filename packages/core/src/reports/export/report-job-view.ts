import type { ReportExportRow } from '@verba/db';

/** An e-mailed report's job as `GET /reports/jobs/{id}` answers it (the screen polls it for progress). */
export interface ReportJobView {
  id: string;
  status: ReportExportRow['status'];
  format: ReportExportRow['format'];
  rows_written: number;
  recipients: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string;
}

export const reportJobView = (row: ReportExportRow): ReportJobView => ({
  id: row.id,
  status: row.status,
  format: row.format,
  rows_written: row.rowsWritten,
  recipients: row.recipients.length,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  expires_at: row.expiresAt.toISOString(),
});
