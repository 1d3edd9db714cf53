import { auditLog, type DbOrTx } from '@verba/db';
import type { Actor } from '../deps';

export type BankAccountAuditAction = 'bank_account.created' | 'bank_account.updated' | 'bank_account.deleted' | 'bank_account.main_changed';

/** One audit row for a change to a bank account, in the caller's transaction. */
export async function auditBankAccount({
  db,
  actor,
  bankAccountId,
  action,
  metadata = {},
  at,
}: {
  db: DbOrTx;
  actor: Actor;
  bankAccountId: string;
  action: BankAccountAuditAction;
  metadata?: Record<string, unknown>;
  at: Date;
}) {
  await db.insert(auditLog).values({
    companyId: actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    action,
    targetType: 'bank_account',
    targetId: bankAccountId,
    metadata,
    ip: actor.ip ?? null,
    createdAt: at,
  });
}
