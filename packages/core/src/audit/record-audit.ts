import { auditLog, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';

export interface RecordAuditOptions {
  db: DbOrTx;
  /** Who acted; while impersonating, the staff member behind them is recorded too. */
  actor: Actor;
  action: AuditAction;
  /** The company whose history shows the row; defaults to the actor's. */
  companyId?: string;
  targetType?: 'user' | 'company' | 'route';
  targetId?: string;
  metadata?: Record<string, unknown>;
}

export type AuditAction =
  | 'user.invited'
  | 'user.updated'
  | 'user.role_changed'
  | 'user.deleted'
  | 'user.activated'
  | 'user.deactivated'
  | 'user.preference_changed'
  | 'company.updated'
  | 'impersonation.started'
  | 'impersonation.stopped'
  | 'impersonation.request';

/** Appends one row to the audit log: who did what, as whom, when and from where. */
export async function recordAudit({ db, actor, action, companyId, targetType, targetId, metadata = {} }: RecordAuditOptions) {
  await db.insert(auditLog).values({
    companyId: companyId ?? actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action,
    targetType: targetType ?? null,
    targetId: targetId ?? null,
    metadata,
    ip: actor.ip ?? null,
  });
}
