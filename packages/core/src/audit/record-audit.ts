import type { DbOrTx } from '@verba/db';
import type { Actor } from '../deps';
import { writeAuditRow } from './write-audit-row';

export interface RecordAuditOptions {
  db: DbOrTx;
  /** Who acted; while impersonating, the staff member behind them is recorded too. */
  actor: Actor;
  action: AuditAction;
  /** The company whose history shows the row; defaults to the actor's. */
  companyId?: string;
  targetType?:
    | 'user'
    | 'company'
    | 'route'
    | 'advertiser'
    | 'bank_account'
    | 'creative'
    | 'creative_asset'
    | 'pixel_group'
    | 'exchange'
    | 'custom_list'
    | 'campaign'
    | 'campaign_request'
    | 'support_request'
    | 'channel_connection'
    | 'alert_rule';
  targetId?: string;
  metadata?: Record<string, unknown>;
  /** When it happened; the database's clock when left out. */
  at?: Date;
}

export type AuditAction =
  | 'user.invited'
  | 'user.updated'
  | 'user.role_changed'
  | 'user.email_change_requested'
  | 'user.email_change_canceled'
  | 'user.deleted'
  | 'user.activated'
  | 'user.deactivated'
  | 'user.preference_changed'
  | 'company.updated'
  | 'impersonation.granted'
  | 'company.document_change_requested'
  | 'company.document_change_approved'
  | 'company.document_change_rejected'
  | 'impersonation.started'
  | 'impersonation.stopped'
  | 'impersonation.request'
  | 'advertiser.created'
  | 'advertiser.updated'
  | 'advertiser.activated'
  | 'advertiser.deactivated'
  | 'advertiser.coupon_added'
  | 'advertiser.coupon_removed'
  | 'advertiser.logo_changed'
  | 'advertiser.logo_removed'
  | 'bank_account.created'
  | 'bank_account.updated'
  | 'bank_account.deleted'
  | 'bank_account.main_changed'
  | 'creative_asset.uploaded'
  | 'creative.created'
  | 'creative.updated'
  | 'creative.archived'
  | 'creative.approved'
  | 'creative.rejected'
  | 'pixel_group.created'
  | 'pixel_group.renamed'
  | 'pixel_group.rule_added'
  | 'pixel_group.activated'
  | 'pixel_group.rejected'
  | 'exchange.created'
  | 'exchange.updated'
  | 'exchange.secret_rotated'
  | 'exchange.paused'
  | 'exchange.activated'
  | 'custom_list.created'
  | 'custom_list.renamed'
  | 'custom_list.entry_removed'
  | 'campaign.imported'
  | 'custom_list.deleted'
  | 'custom_list.imported'
  | 'custom_list.entries_added'
  | 'campaign.created'
  | 'campaign.updated'
  | 'campaign.published'
  | 'campaign.paused'
  | 'campaign.activated'
  | 'campaign.deleted'
  | 'campaign.group_created'
  | 'campaign.group_updated'
  | 'campaign.group_paused'
  | 'campaign.group_activated'
  | 'campaign.strategy_created'
  | 'campaign.strategy_updated'
  | 'campaign.strategy_paused'
  | 'campaign.strategy_activated'
  | 'campaign.approved'
  | 'campaign.rejected'
  | 'campaign.finished'
  | 'campaign.consolidated'
  | 'campaign_request.created'
  | 'campaign_request.handled'
  | 'support_request.created'
  | 'support_request.replied'
  | 'support_request.staff_replied'
  | 'support_request.status_changed'
  | 'support_request.attached'
  | 'channel_connection.connected'
  | 'channel_connection.disconnected'
  | 'channel_connection.needs_reconnect'
  | 'alert_rule.created'
  | 'alert_rule.deleted'
  | 'user.whatsapp_opted_in'
  | 'user.whatsapp_opted_out';

/** Appends one row to the audit log: who did what, as whom, when and from where. */
export async function recordAudit({
  db,
  actor,
  action,
  companyId,
  targetType,
  targetId,
  metadata,
  at,
}: RecordAuditOptions) {
  await writeAuditRow({
    db,
    row: {
      companyId: companyId ?? actor.companyId,
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorUserId,
      action,
      targetType,
      targetId,
      metadata: actor.via ? { ...metadata, via: actor.via } : metadata,
      ip: actor.ip,
      at,
    },
  });
}
