import { auditLog, type DbOrTx } from '@verba/db';

/** One audit-log row as stored; who acted may be unknown (e.g. a failed login). */
export interface AuditRow {
  action: string;
  companyId?: string | null;
  actorUserId?: string | null;
  impersonatorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  metadata?: Record<string, unknown>;
  ip?: string | undefined;
  /** When it happened; the database's clock when left out. */
  at?: Date;
}

/** Appends one row to the audit log, in the caller's transaction. Every audit writer ends here. */
export async function writeAuditRow({ db, row }: { db: DbOrTx; row: AuditRow }) {
  await db.insert(auditLog).values({
    action: row.action,
    companyId: row.companyId ?? null,
    actorUserId: row.actorUserId ?? null,
    impersonatorUserId: row.impersonatorUserId ?? null,
    targetType: row.targetType ?? null,
    targetId: row.targetId ?? null,
    metadata: row.metadata ?? {},
    ip: row.ip ?? null,
    createdAt: row.at,
  });
}
