import { and, eq, isNull } from 'drizzle-orm';
import { campaigns, users, type CampaignRow, type DbOrTx } from '@verba/db';
import { reviewCampaign } from '@verba/domain';
import { recordAudit } from '../../audit/record-audit';
import { writeAuditRow } from '../../audit/write-audit-row';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { isUuid } from '../../ids';
import { queueEmail } from '../../mail/queue-email';
import { enqueueChannelPush } from '../../channels/lifecycle/enqueue-channel-jobs';

export type CampaignDecision = { outcome: 'approved' } | { outcome: 'rejected'; reason: string };

/** The campaign's row, locked for the decision; NOT_FOUND when it is gone (or a draft was deleted). */
export async function lockCampaign(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), isNull(campaigns.deletedAt)))
    .for('update');
  return row;
}

/**
 * Approves (pending → active) or rejects (pending → failed, with the reason) a locked campaign, in
 * the caller's transaction: review fields, a new version, the audit row, and the e-mail to the
 * campaign's creator. `reviewer` is null for the automatic reviewer.
 */
export async function decideCampaign({
  deps,
  tx,
  campaign,
  decision,
  reviewer,
}: {
  deps: Deps;
  tx: DbOrTx;
  campaign: CampaignRow;
  decision: CampaignDecision;
  reviewer: Actor | null;
}): Promise<CampaignRow> {
  const change = reviewCampaign({ campaign, groups: [], strategies: [] }, decision.outcome);
  if (!change.ok) throw fail('CAMPAIGN_NOT_IN_REVIEW');
  const now = deps.now();
  const reason = decision.outcome === 'rejected' ? decision.reason : null;
  const [row] = await tx
    .update(campaigns)
    .set({
      status: change.tree.campaign.status,
      rejectionReason: reason,
      reviewedAt: now,
      reviewedByUserId: reviewer?.userId ?? null,
      version: campaign.version + 1,
      updatedAt: now,
    })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  const action = decision.outcome === 'approved' ? 'campaign.approved' : 'campaign.rejected';
  const audit = {
    companyId: campaign.companyId,
    targetType: 'campaign' as const,
    targetId: campaign.id,
    at: now,
  };
  const metadata = reason ? { reason } : { automatic: reviewer === null };
  if (reviewer) await recordAudit({ db: tx, actor: reviewer, action, metadata, ...audit });
  else await writeAuditRow({ db: tx, row: { action, metadata, ...audit } });
  await emailCreator({ deps, tx, campaign: row!, reason });
  // A channel campaign is built on its platform once approved (issue 27).
  if (decision.outcome === 'approved') await enqueueChannelPush({ db: tx, campaign: row! });
  return row!;
}

async function emailCreator({
  deps,
  tx,
  campaign,
  reason,
}: {
  deps: Deps;
  tx: DbOrTx;
  campaign: CampaignRow;
  reason: string | null;
}) {
  if (!campaign.createdByUserId) return;
  const [creator] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, campaign.createdByUserId), isNull(users.deletedAt)));
  if (!creator) return;
  const url = `${deps.config.appUrl}/campaigns/${campaign.id}`;
  const name = campaign.name ?? '';
  if (reason === null)
    await queueEmail({
      db: tx,
      to: creator.email,
      language: creator.language,
      template: 'campaign_approved',
      params: { name: creator.name, campaign: name, url },
    });
  else
    await queueEmail({
      db: tx,
      to: creator.email,
      language: creator.language,
      template: 'campaign_rejected',
      params: { name: creator.name, campaign: name, reason, url },
    });
}
