import { auditLog, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';

/**
 * One audit row for a payment order change, in the caller's transaction: by a person, or (`actor`
 * null) by the payer on the public page, known only by the address the request came from.
 */
export async function auditPaymentOrder({
  db,
  actor,
  ip,
  companyId,
  orderId,
  action,
  metadata = {},
  at,
}: {
  db: DbOrTx;
  actor: Actor | null;
  ip?: string | undefined;
  /** The order's company (staff act on other companies' orders). */
  companyId: string;
  orderId: string;
  action: string;
  metadata?: Record<string, unknown>;
  at: Date;
}) {
  await db.insert(auditLog).values({
    companyId,
    actorUserId: actor?.userId ?? null,
    impersonatorUserId: actor?.impersonatorUserId ?? null,
    action,
    targetType: 'payment_order',
    targetId: orderId,
    metadata,
    ip: actor?.ip ?? ip ?? null,
    createdAt: at,
  });
}
