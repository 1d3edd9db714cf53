import type { DbOrTx } from '@verba/db';
import { recordAudit, type AuditAction } from '../audit/record-audit';
import type { Actor } from '../deps';

export type AdvertiserAuditAction = Extract<AuditAction, `advertiser.${string}`>;

/** One audit row for an advertiser change, in the caller's transaction. */
export async function auditAdvertiser({
  db,
  actor,
  advertiserId,
  action,
  metadata,
  at,
}: {
  db: DbOrTx;
  actor: Actor;
  advertiserId: string;
  action: AdvertiserAuditAction;
  metadata?: Record<string, unknown>;
  at: Date;
}) {
  await recordAudit({ db, actor, action, targetType: 'advertiser', targetId: advertiserId, metadata, at });
}
