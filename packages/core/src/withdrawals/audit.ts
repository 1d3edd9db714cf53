import { auditLog, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';

/** The audit row of a withdrawal request, in the caller's transaction. */
export async function auditWithdrawalRequested({
  db,
  actor,
  withdrawalId,
  metadata,
  at,
}: {
  db: DbOrTx;
  actor: Actor;
  withdrawalId: string;
  metadata: Record<string, unknown>;
  at: Date;
}) {
  await db.insert(auditLog).values({
    companyId: actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action: 'withdrawal.requested',
    targetType: 'withdrawal',
    targetId: withdrawalId,
    metadata,
    ip: actor.ip ?? null,
    createdAt: at,
  });
}
