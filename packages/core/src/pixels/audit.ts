import type { DbOrTx } from '@verba/db';
import { recordAudit, type AuditAction } from '../audit/record-audit';
import type { Actor } from '../deps';

export type PixelAuditAction = Extract<AuditAction, `pixel_group.${string}`>;

/** One audit row for a pixel group change, in the owning company's history, in the caller's transaction. */
export async function auditPixelGroup({
  db,
  actor,
  companyId,
  groupId,
  action,
  metadata,
  at,
}: {
  db: DbOrTx;
  actor: Actor;
  companyId: string;
  groupId: string;
  action: PixelAuditAction;
  metadata?: Record<string, unknown>;
  at: Date;
}) {
  await recordAudit({
    db,
    actor,
    companyId,
    action,
    targetType: 'pixel_group',
    targetId: groupId,
    metadata,
    at,
  });
}
