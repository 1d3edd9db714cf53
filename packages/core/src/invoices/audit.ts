import { auditLog, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';

/** One audit row for an invoice action of a person, in the caller's transaction. */
export async function auditInvoice({ db, actor, invoiceId, action, at }: { db: DbOrTx; actor: Actor; invoiceId: string; action: 'invoice.issue_requested'; at: Date }) {
  await db.insert(auditLog).values({
    companyId: actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action,
    targetType: 'invoice',
    targetId: invoiceId,
    metadata: {},
    ip: actor.ip ?? null,
    createdAt: at,
  });
}
