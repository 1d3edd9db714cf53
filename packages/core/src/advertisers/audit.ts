import { auditLog, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';

/** One audit row for an advertiser change, in the caller's transaction. */
export async function auditAdvertiser({
  db,
  actor,
  advertiserId,
  action,
  metadata = {},
  at,
}: {
  db: DbOrTx;
  actor: Actor;
  advertiserId: string;
  action: string;
  metadata?: Record<string, unknown>;
  at: Date;
}) {
  await db.insert(auditLog).values({
    companyId: actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action,
    targetType: 'advertiser',
    targetId: advertiserId,
    metadata,
    ip: actor.ip ?? null,
    createdAt: at,
  });
}
