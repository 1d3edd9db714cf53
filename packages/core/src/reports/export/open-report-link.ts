import { eq } from 'drizzle-orm';
import { savedReports, users } from '@verba/db';
import { languageOf } from '@verba/domain';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { hashToken } from '../../security/tokens';
import { storedDefinition } from '../saved/saved-report-rules';
import { openReportStream } from './open-report-stream';
import { renderReportFile, type RenderedReportFile } from './render-report-file';

const secretPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Public `GET /r/{secret}.csv` (spec §2 spreadsheet link, for Google Sheets IMPORTDATA and Excel
 * Power Query): the saved report's rows now, as a plain CSV (no BOM, no totals row: a data feed),
 * always of the report's own company. An unknown or revoked secret is 404.
 */
export async function openReportLink({
  deps,
  secret,
}: {
  deps: Deps;
  secret: string;
}): Promise<RenderedReportFile> {
  if (!secretPattern.test(secret)) throw fail('NOT_FOUND');
  const [found] = await deps.db
    .select({ report: savedReports, ownerLanguage: users.language })
    .from(savedReports)
    .innerJoin(users, eq(users.id, savedReports.ownerUserId))
    .where(eq(savedReports.linkSecretHash, hashToken(secret)));
  if (!found) throw fail('NOT_FOUND');
  const language = languageOf(found.ownerLanguage) ?? 'pt_BR';
  const report = await openReportStream({
    deps,
    companyId: found.report.companyId,
    userId: found.report.ownerUserId,
    definition: storedDefinition(found.report.definition),
    language,
  });
  return renderReportFile({ report, format: 'csv', language, now: deps.now(), totals: false, bom: false });
}
