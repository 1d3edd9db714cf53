import { and, eq, inArray, isNull } from 'drizzle-orm';
import { reportExports, savedReports, users } from '@verba/db';
import { languageOf, reportExportLimits } from '@verba/domain';
import type { Deps } from '../../deps';
import { translatorFor } from '../../i18n/translate';
import { queueEmail } from '../../mail/queue-email';
import { blobStoreOf } from '../../storage';
import { storedDefinition } from '../saved/saved-report-rules';
import { openReportStream } from './open-report-stream';
import { signedDownloadUrl } from './report-links';
import { renderReportFile } from './render-report-file';
import { reportFileTypes } from './write-report-file';

/** Attempts of the `reports.email-export` job (its enqueue sets them) before the export is marked failed. */
const maxAttempts = 5;
/** Progress is written at most this often while the file renders. */
const progressIntervalMs = 1000;

/**
 * Job `reports.email-export`: renders the export's file into the blob store (rows read in chunks,
 * progress in `rows_written`), then, in one transaction, marks it done and queues one e-mail per
 * recipient (active users of the company, their address now) with the signed link.
 */
export async function runReportEmail({
  deps,
  payload,
  attempt,
}: {
  deps: Deps;
  payload: Record<string, unknown>;
  attempt: number;
}): Promise<void> {
  const id = String(payload.exportId);
  const [row] = await deps.db.select().from(reportExports).where(eq(reportExports.id, id));
  if (!row || row.status === 'done' || row.kind !== 'email') return;
  await deps.db.update(reportExports).set({ status: 'running', rowsWritten: 0, error: null }).where(eq(reportExports.id, id));
  const language = languageOf(row.language) ?? 'pt_BR';
  try {
    const report = await openReportStream({
      deps,
      companyId: row.companyId,
      userId: row.userId,
      definition: storedDefinition(row.definition),
      language,
    });
    let lastWrite = 0;
    let rowsWritten = 0;
    const file = renderReportFile({
      report,
      format: row.format,
      language,
      now: deps.now(),
      onProgress: async (n) => {
        rowsWritten = n;
        const now = Date.now();
        if (now - lastWrite < progressIntervalMs) return;
        lastWrite = now;
        await deps.db.update(reportExports).set({ rowsWritten: n }).where(eq(reportExports.id, id));
      },
    });
    const blobKey = `reports/${row.companyId}/${row.id}.${reportFileTypes[row.format].extension}`;
    const byteSize = await blobStoreOf(deps).putStream(blobKey, file.stream);
    const recipients =
      row.recipients.length === 0
        ? []
        : await deps.db
            .select({ name: users.name, email: users.email, language: users.language })
            .from(users)
            .where(
              and(
                eq(users.companyId, row.companyId),
                inArray(users.id, row.recipients),
                eq(users.isActive, true),
                isNull(users.deletedAt),
              ),
            );
    const [saved] = row.savedReportId
      ? await deps.db.select({ name: savedReports.name }).from(savedReports).where(eq(savedReports.id, row.savedReportId))
      : [];
    const url = signedDownloadUrl(deps, row.id, row.expiresAt);
    const dataRows = Math.max(0, rowsWritten - 1);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(reportExports)
        .set({ status: 'done', rowsWritten, blobKey, byteSize, finishedAt: deps.now() })
        .where(eq(reportExports.id, id));
      for (const recipient of recipients) {
        const recipientLanguage = languageOf(recipient.language) ?? language;
        await queueEmail({
          db: tx,
          to: recipient.email,
          template: 'report_ready',
          language: recipientLanguage,
          params: {
            name: recipient.name,
            report: saved?.name ?? translatorFor(recipientLanguage)('reportExports:file.untitled'),
            rows: dataRows,
            url,
            days: reportExportLimits.emailLinkDays,
          },
        });
      }
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(reportExports)
      .set(attempt >= maxAttempts ? { status: 'failed', error: message, finishedAt: deps.now() } : { status: 'pending', error: message })
      .where(eq(reportExports.id, id));
    throw error;
  }
}
