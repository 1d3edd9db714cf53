import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { decideCampaign, lockCampaign } from './decide-campaign';
import { presentCampaign } from '../present-campaign';

/** `POST staff/campaigns/:id/approve`: platform staff approve a pending campaign (→ active). */
export async function approveCampaign({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (!campaign) throw fail('NOT_FOUND');
    const row = await decideCampaign({
      deps,
      tx,
      campaign,
      decision: { outcome: 'approved' },
      reviewer: actor,
    });
    return presentCampaign({ db: tx, campaign: row, now: deps.now() });
  });
}
