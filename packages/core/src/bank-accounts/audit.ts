import type { DbOrTx } from '@verba/db';
import { recordAudit, type AuditAction } from '../audit/record-audit';
import type { Actor } from '../deps';

export type BankAccountAuditAction = Extract<AuditAction, `bank_account.${string}`>;

/** One audit row for a change to a bank account, in the caller's transaction. */
export async function auditBankAccount({
  db,
  actor,
  bankAccountId,
  action,
  metadata,
  at,
}: {
  db: DbOrTx;
  actor: Actor;
  bankAccountId: string;
  action: BankAccountAuditAction;
  metadata?: Record<string, unknown>;
  at: Date;
}) {
  await recordAudit({ db, actor, action, targetType: 'bank_account', targetId: bankAccountId, metadata, at });
}
