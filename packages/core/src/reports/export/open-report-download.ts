import { eq } from 'drizzle-orm';
import { reportExports } from '@verba/db';
import { languageOf, saoPauloDateOf } from '@verba/domain';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { isUuid } from '../../ids';
import { translatorFor } from '../../i18n/translate';
import { blobStoreOf } from '../../storage';
import { storedDefinition } from '../saved/saved-report-rules';
import { openReportStream } from './open-report-stream';
import { checkDownloadSignature } from './report-links';
import { renderReportFile, type RenderedReportFile } from './render-report-file';
import { reportFileTypes } from './write-report-file';

/**
 * `GET /reports/downloads/{id}?expires&signature`: the signed link is the credential (it is
 * opened from an e-mail or a new tab, without the bearer token). A forged or altered link is
 * 404; an expired one REPORT_DOWNLOAD_EXPIRED. A download streams the report now; an e-mailed
 * report serves the file its job rendered.
 */
export async function openReportDownload({
  deps,
  input,
}: {
  deps: Deps;
  input: { id: string; expires: number; signature: string };
}): Promise<RenderedReportFile> {
  if (!isUuid(input.id)) throw fail('NOT_FOUND');
  const signature = checkDownloadSignature(deps, input);
  if (signature === 'forged') throw fail('NOT_FOUND');
  const [row] = await deps.db.select().from(reportExports).where(eq(reportExports.id, input.id));
  if (!row) throw fail('NOT_FOUND');
  if (signature === 'expired' || row.expiresAt <= deps.now()) throw fail('REPORT_DOWNLOAD_EXPIRED');
  const language = languageOf(row.language) ?? 'pt_BR';
  if (row.kind === 'email') {
    const stored = row.status === 'done' && row.blobKey ? await blobStoreOf(deps).getStream(row.blobKey) : null;
    if (!stored) throw fail('NOT_FOUND');
    const type = reportFileTypes[row.format];
    const day = saoPauloDateOf(row.createdAt);
    return {
      contentType: type.contentType,
      fileName: `${translatorFor(language)('reportExports:file.file_name')}-${day}.${type.extension}`,
      stream: stored.stream,
    };
  }
  const report = await openReportStream({
    deps,
    companyId: row.companyId,
    userId: row.userId,
    definition: storedDefinition(row.definition),
    language,
  });
  return renderReportFile({ report, format: row.format, language, now: deps.now() });
}
