import { and, eq } from 'drizzle-orm';
import { reportExports } from '@verba/db';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { isUuid } from '../../ids';
import { reportJobView, type ReportJobView } from './report-job-view';

/** `GET /reports/jobs/{id}`: an e-mailed report the actor asked for, with its progress. */
export async function getReportJob({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }): Promise<ReportJobView> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const [row] = await deps.db
    .select()
    .from(reportExports)
    .where(
      and(
        eq(reportExports.id, id),
        eq(reportExports.companyId, actor.companyId),
        eq(reportExports.userId, actor.userId),
        eq(reportExports.kind, 'email'),
      ),
    );
  if (!row) throw fail('NOT_FOUND');
  return reportJobView(row);
}
