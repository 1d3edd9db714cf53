import { auditLog, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';

/** One audit row for a payment order change by a person, in the caller's transaction. */
export async function auditPaymentOrder({
  db,
  actor,
  companyId,
  orderId,
  action,
  metadata = {},
  at,
}: {
  db: DbOrTx;
  actor: Actor;
  /** The order's company (staff act on other companies' orders). */
  companyId: string;
  orderId: string;
  action: string;
  metadata?: Record<string, unknown>;
  at: Date;
}) {
  await db.insert(auditLog).values({
    companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action,
    targetType: 'payment_order',
    targetId: orderId,
    metadata,
    ip: actor.ip ?? null,
    createdAt: at,
  });
}
