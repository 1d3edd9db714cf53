import type { Actor, Deps } from '../deps';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';

/** GET campaigns/:id: the campaign tree of the caller's company, issues checked now. */
export async function getCampaign({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id });
  return presentCampaign({ db: deps.db, campaign, now: deps.now() });
}
