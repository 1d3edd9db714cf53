import { eq } from 'drizzle-orm';
import { advertisers, campaignRequests } from '@verba/db';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUuid } from '../ids';
import { toCampaignRequestView } from './campaign-request-view';

/** `POST staff/campaign-requests/:id/handle`: staff mark a managed-campaign request as handled. */
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
    const [row] = await tx
      .update(campaignRequests)
      .set({ status: 'handled', handledAt: now, handledByUserId: actor.userId })
      .where(eq(campaignRequests.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'campaign_request.handled',
      companyId: current.companyId,
      targetType: 'campaign_request',
      targetId: id,
      at: now,
    });
    const [advertiser] = await tx
      .select({ name: advertisers.name })
      .from(advertisers)
      .where(eq(advertisers.id, current.advertiserId));
    return toCampaignRequestView(row!, advertiser?.name ?? '');
  });
}
