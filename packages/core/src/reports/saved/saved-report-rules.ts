import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { savedReports, users, type DbOrTx, type SavedReportRow } from '@verba/db';
import { reportDefinitionSchema, type ReportDefinition, type ReportSchedule } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { isUuid } from '../../ids';
import { reportLinkBox, reportLinkUrl } from '../export/report-links';

/** What the API answers for a saved report. The link's URL only to its owner. */
export interface SavedReportView {
  id: string;
  name: string;
  definition: ReportDefinition;
  shared: boolean;
  owner: { id: string; name: string };
  is_owner: boolean;
  schedule: (ReportSchedule & { next_run_at: string | null }) | null;
  link: { url: string | null; created_at: string } | null;
  created_at: string;
  updated_at: string;
}

/** A stored definition, upgraded and validated (a reader upgrades older versions first: none yet). */
export const storedDefinition = (stored: unknown): ReportDefinition => reportDefinitionSchema.parse(stored);

export function savedReportView(
  deps: Pick<Deps, 'config'>,
  row: SavedReportRow,
  ownerName: string,
  actor: Pick<Actor, 'userId'>,
): SavedReportView {
  const isOwner = row.ownerUserId === actor.userId;
  const secret = isOwner && row.linkSecretSealed ? reportLinkBox(deps).open(row.linkSecretSealed) : null;
  return {
    id: row.id,
    name: row.name,
    definition: storedDefinition(row.definition),
    shared: row.shared,
    owner: { id: row.ownerUserId, name: ownerName },
    is_owner: isOwner,
    schedule: row.schedule
      ? { ...row.schedule, next_run_at: row.scheduleNextRunAt?.toISOString() ?? null }
      : null,
    link:
      row.linkSecretHash && row.linkCreatedAt
        ? { url: secret ? reportLinkUrl(deps, secret) : null, created_at: row.linkCreatedAt.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Reports the actor sees: their own, and those shared within their company. */
export const visibleTo = (actor: Pick<Actor, 'userId' | 'companyId'>) =>
  and(
    eq(savedReports.companyId, actor.companyId),
    or(eq(savedReports.ownerUserId, actor.userId), eq(savedReports.shared, true)),
  );

/** A saved report the actor sees (NOT_FOUND otherwise, another company's included) with its owner's name. */
export async function findVisibleReport(db: DbOrTx, actor: Pick<Actor, 'userId' | 'companyId'>, id: string) {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const [found] = await db
    .select({ report: savedReports, ownerName: users.name })
    .from(savedReports)
    .innerJoin(users, eq(users.id, savedReports.ownerUserId))
    .where(and(eq(savedReports.id, id), visibleTo(actor)));
  if (!found) throw fail('NOT_FOUND');
  return found;
}

/** The actor's own report: NOT_FOUND when they cannot see it, REPORT_NOT_OWNER when it is a colleague's. */
export async function findOwnReport(db: DbOrTx, actor: Pick<Actor, 'userId' | 'companyId'>, id: string) {
  const found = await findVisibleReport(db, actor, id);
  if (found.report.ownerUserId !== actor.userId) throw fail('REPORT_NOT_OWNER');
  return found;
}

/** Active users of the company with these ids (their addresses now), or REPORT_RECIPIENT_NOT_IN_COMPANY. */
export async function companyRecipients(db: DbOrTx, companyId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.id, unique),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  if (found.length !== unique.length) throw fail('REPORT_RECIPIENT_NOT_IN_COMPANY');
  return found;
}
