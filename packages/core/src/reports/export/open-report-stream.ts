import type { Language, ReportDefinition } from '@verba/domain';
import type { Deps } from '../../deps';
import type { ReportStream } from '../report-table';

/**
 * Every row of a report of one company, for a file. Exports, e-mailed reports, schedules and the
 * spreadsheet link read through this one door; tests may put their own source in
 * `deps.reportStreams` (a ReportStream built in the test).
 */
export type OpenReportStream = (options: {
  deps: Deps;
  companyId: string;
  /** Whoever asked (the link's and the schedule's owner); null when nobody is signed in. */
  userId: string | null;
  definition: ReportDefinition;
  language: Language;
}) => Promise<ReportStream>;

export const openReportStream: OpenReportStream = (options) =>
  options.deps.reportStreams
    ? options.deps.reportStreams(options)
    : Promise.reject(new Error('the reports engine (stream-report.ts) is not merged into this branch yet'));
