import { reportExports } from '@verba/db';
import { reportExportLimits, type ReportDownloadRequest } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { signedDownloadUrl } from './report-links';

/**
 * `POST /reports/downloads`: keeps what to export and answers a signed URL that expires in an
 * hour; opening it streams the file (any size: rows are read in chunks while it downloads).
 */
export async function requestReportDownload({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: ReportDownloadRequest;
}) {
  const expiresAt = new Date(deps.now().getTime() + reportExportLimits.downloadLinkMinutes * 60_000);
  const [row] = await deps.db
    .insert(reportExports)
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      kind: 'download',
      definition: input.definition,
      format: input.format,
      language: actor.language,
      expiresAt,
    })
    .returning({ id: reportExports.id });
  return { url: signedDownloadUrl(deps, row!.id, expiresAt), expires_at: expiresAt.toISOString() };
}
