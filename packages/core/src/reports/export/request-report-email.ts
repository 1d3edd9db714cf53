import { reportExports } from '@verba/db';
import { reportExportLimits, type ReportEmailRequest } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { enqueueJob } from '../../jobs/enqueue-job';
import { companyRecipients, findVisibleReport } from '../saved/saved-report-rules';
import { reportEmailJob } from './jobs';
import { reportJobView } from './report-job-view';

/**
 * `POST /reports/email` ("Enviar por e-mail"): a durable job renders the file (its progress at
 * `GET /reports/jobs/{id}`) and e-mails a signed link valid for 7 days to the chosen users of
 * the company (the requester when none is chosen). Spec §9: e-mailed within about an hour.
 */
export async function requestReportEmail({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: ReportEmailRequest;
}) {
  const recipients = await companyRecipients(
    deps.db,
    actor.companyId,
    input.recipients.length > 0 ? input.recipients : [actor.userId],
  );
  if (input.saved_report_id) await findVisibleReport(deps.db, actor, input.saved_report_id);
  const expiresAt = new Date(deps.now().getTime() + reportExportLimits.emailLinkDays * 86_400_000);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportExports)
      .values({
        companyId: actor.companyId,
        userId: actor.userId,
        savedReportId: input.saved_report_id ?? null,
        kind: 'email',
        definition: input.definition,
        format: input.format,
        language: actor.language,
        recipients: recipients.map((r) => r.id),
        createdAt: deps.now(),
        expiresAt,
      })
      .returning();
    await enqueueJob({ db: tx, kind: reportEmailJob, payload: { exportId: row!.id }, maxAttempts: 5, dedupeKey: `${reportEmailJob}:${row!.id}` });
    return reportJobView(row!);
  });
}
