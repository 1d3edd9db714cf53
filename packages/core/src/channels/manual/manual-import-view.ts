import type { ManualFileAnalysis } from './analyse-manual-file';

/** The preview (or the confirmed import) of a delivery file as the API answers it. */
export function toManualImportView(analysis: ManualFileAnalysis, stored: boolean) {
  return {
    file_name: analysis.fileName,
    file_sha256: analysis.sha256,
    format: analysis.format,
    stored,
    acceptable: analysis.problems.length === 0 && analysis.totals.refused === 0,
    problems: analysis.problems,
    rows: analysis.rows,
    totals: analysis.totals,
  };
}
export type ManualImportView = ReturnType<typeof toManualImportView>;
