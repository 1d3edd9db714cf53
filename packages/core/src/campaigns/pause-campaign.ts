import type { Actor, Deps } from '../deps';
import { auditCampaign } from './audit-campaign';
import { findCampaign } from './find-campaign';
import { pauseCampaignTree } from './pause-campaign-tree';
import { presentCampaign } from './present-campaign';

/** POST campaigns/:id/pause: an active campaign stops delivering; its groups and strategies go inactive. */
export async function pauseCampaign({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const now = deps.now();
  const paused = await deps.db.transaction(async (tx) => {
    const campaign = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    const saved = await pauseCampaignTree({ deps, tx, campaign, now });
    await auditCampaign({ db: tx, actor, campaign: saved, action: 'campaign.paused' });
    return saved;
  });
  return presentCampaign({ db: deps.db, campaign: paused, now });
}
