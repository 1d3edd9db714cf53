import { eq } from 'drizzle-orm';
import { advertisers, campaignRequests } from '@verba/db';
import { campaignDraftSchema } from '@verba/domain';
import { createCampaignDraft } from '../campaigns/create-campaign-draft';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { toCampaignRequestView } from './campaign-request-view';

/**
 * `POST staff/campaign-requests/:id/handle`: staff take a managed-campaign request and set up its
 * MANUAL campaign as a draft in the client's account (the requester its creator, the request's
 * name, objective, budget and period), for the platform to complete with the client; the client
 * publishes it, which reserves the budget from their wallet as for any campaign.
 */
export async function markCampaignRequestHandled({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  if (!isUuid(id)) throw fail('NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(campaignRequests)
      .where(eq(campaignRequests.id, id))
      .for('update');
    if (!current) throw fail('NOT_FOUND');
    if (current.status === 'handled') throw fail('CAMPAIGN_REQUEST_HANDLED');
    const now = deps.now();
    const campaign = await createCampaignDraft({
      db: tx,
      actor: { companyId: current.companyId, userId: current.createdByUserId },
      advertiserId: current.advertiserId,
      draft: campaignDraftSchema.parse({
        type: 'MANUAL',
        name: current.name,
        objective: current.objective,
        budget: current.budget.toString(),
        start_date: current.startDate,
        end_date: current.endDate,
      }),
      now,
    });
    const [row] = await tx
      .update(campaignRequests)
      .set({ status: 'handled', handledAt: now, handledByUserId: actor.userId, campaignId: campaign.id })
      .where(eq(campaignRequests.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'campaign_request.handled',
      companyId: current.companyId,
      targetType: 'campaign_request',
      targetId: id,
      metadata: { campaign_id: campaign.id },
      at: now,
    });
    const [advertiser] = await tx
      .select({ name: advertisers.name })
      .from(advertisers)
      .where(eq(advertisers.id, current.advertiserId));
    return toCampaignRequestView(row!, advertiser?.name ?? '');
  });
}
