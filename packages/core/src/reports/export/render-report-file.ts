import type { Readable } from 'node:stream';
import { saoPauloDateOf, type Language, type ReportExportFormat } from '@verba/domain';
import { translatorFor } from '../../i18n/translate';
import type { ReportStream } from '../report-table';
import { reportSheetLayout } from './report-cells';
import { reportFileStream, reportFileTypes } from './write-report-file';

export interface RenderedReportFile {
  contentType: string;
  fileName: string;
  stream: Readable;
}

/**
 * A report's rows as a file in the reader's language: the headers translated, every row of the
 * stream (read in chunks, never all held), then the totals row unless `totals` is false (the
 * spreadsheet link, a data feed for IMPORTDATA/Power Query, has none).
 */
export function renderReportFile({
  report,
  format,
  language,
  now,
  totals = true,
  bom,
  sheetRowLimit,
  onProgress,
}: {
  report: ReportStream;
  format: ReportExportFormat;
  language: Language;
  now: Date;
  totals?: boolean;
  bom?: boolean;
  sheetRowLimit?: number;
  onProgress?: (rowsWritten: number) => void | Promise<void>;
}): RenderedReportFile {
  const t = translatorFor(language);
  const layout = reportSheetLayout(report, t);
  async function* rows() {
    for await (const row of report.rows) yield layout.cellsOf(row);
    if (totals) yield layout.totalsOf(await report.totals());
  }
  const type = reportFileTypes[format];
  return {
    contentType: type.contentType,
    fileName: `${t('reportExports:file.file_name')}-${saoPauloDateOf(now)}.${type.extension}`,
    stream: reportFileStream({
      format,
      headers: layout.headers,
      rows: rows(),
      sheetName: (n) => (n === 1 ? t('reportExports:file.sheet') : t('reportExports:file.sheet_n', { n })),
      ...(sheetRowLimit !== undefined && { sheetRowLimit }),
      ...(onProgress && { onProgress }),
      ...(bom !== undefined && { bom }),
    }),
  };
}
