import { eq } from 'drizzle-orm';
import { campaigns } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { auditCampaign } from './audit-campaign';
import { findCampaign } from './find-campaign';

/** DELETE campaigns/:id: discards a draft (kept, marked deleted); anything published stays (409). */
export async function deleteCampaign({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const campaign = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    if (campaign.status !== 'draft') throw fail('CAMPAIGN_NOT_DELETABLE');
    await tx.update(campaigns).set({ deletedAt: now, updatedAt: now }).where(eq(campaigns.id, campaign.id));
    await auditCampaign({ db: tx, actor, campaign, action: 'campaign.deleted' });
  });
}
