import { auditLog, type DbOrTx } from '@verba/db';

export interface AuthEvent {
  action: string;
  companyId?: string | null;
  actorUserId?: string | null;
  impersonatorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  metadata?: Record<string, unknown>;
  ip?: string | undefined;
  at: Date;
}

/** One audit-log row for an authentication event (there may be no signed-in actor yet). */
export async function recordAuthEvent({ db, entry }: { db: DbOrTx; entry: AuthEvent }) {
  await db.insert(auditLog).values({
    action: entry.action,
    companyId: entry.companyId ?? null,
    actorUserId: entry.actorUserId ?? null,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    metadata: entry.metadata ?? {},
    ip: entry.ip ?? null,
    createdAt: entry.at,
  });
}
