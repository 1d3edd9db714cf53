import { eq } from 'drizzle-orm';
import { savedReports } from '@verba/db';
import type { Actor, Deps } from '../../deps';
import { hashToken, newToken } from '../../security/tokens';
import { reportLinkBox, reportLinkUrl } from '../export/report-links';
import { findOwnReport } from './saved-report-rules';

/**
 * `POST /reports/saved/{id}/link`: the owner makes (or, again, replaces) the report's spreadsheet
 * link: a 256-bit secret URL answering the report as CSV (`/r/<secret>.csv`). Kept as its hash
 * for lookup and sealed for the owner to copy again; a new link revokes the previous one.
 */
export async function createReportLink({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const found = await findOwnReport(deps.db, actor, id);
  const secret = newToken();
  const now = deps.now();
  await deps.db
    .update(savedReports)
    .set({
      linkSecretHash: hashToken(secret),
      linkSecretSealed: reportLinkBox(deps).seal(secret),
      linkCreatedAt: now,
      updatedAt: now,
    })
    .where(eq(savedReports.id, found.report.id));
  return { url: reportLinkUrl(deps, secret), created_at: now.toISOString() };
}

/** `DELETE /reports/saved/{id}/link`: the owner revokes it; the URL answers 404 from now on. */
export async function revokeReportLink({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const found = await findOwnReport(deps.db, actor, id);
  await deps.db
    .update(savedReports)
    .set({ linkSecretHash: null, linkSecretSealed: null, linkCreatedAt: null, updatedAt: deps.now() })
    .where(eq(savedReports.id, found.report.id));
}
