import type { Language, ReportDefinition } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import type { ReportStream } from '../report-table';
import { streamReport } from '../stream-report';

/**
 * Every row of a report of one company, for a file. Exports, e-mailed reports, schedules and the
 * spreadsheet link read through this one door: the engine's streamReport (rows in chunks), or,
 * in tests, the source in `deps.reportStreams` (a ReportStream built in the test).
 */
export type OpenReportStream = (options: {
  deps: Deps;
  companyId: string;
  /** Whoever asked (the link's and the schedule's owner); null when nobody is signed in. */
  userId: string | null;
  definition: ReportDefinition;
  language: Language;
}) => Promise<ReportStream>;

export const openReportStream: OpenReportStream = (options) => {
  if (options.deps.reportStreams) return options.deps.reportStreams(options);
  // No session behind a link, a signed download or a job: the report reads as the company's own
  // (every role may extract reports, spec §6), scoped to `companyId` alone.
  const actor: Actor = {
    userId: options.userId ?? '',
    companyId: options.companyId,
    role: 'user',
    isStaff: false,
    tokenId: '',
    impersonatorUserId: null,
    language: options.language,
  };
  return streamReport({ deps: options.deps, actor, input: { definition: options.definition } });
};
