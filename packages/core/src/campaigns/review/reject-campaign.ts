import type { RejectCampaignInput } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { decideCampaign, lockCampaign } from './decide-campaign';
import { presentCampaign } from '../present-campaign';

/** `POST staff/campaigns/:id/reject`: platform staff reject a pending campaign with a reason (→ failed). */
export async function rejectCampaign({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: RejectCampaignInput;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (!campaign) throw fail('NOT_FOUND');
    const row = await decideCampaign({
      deps,
      tx,
      campaign,
      decision: { outcome: 'rejected', reason: input.reason },
      reviewer: actor,
    });
    return presentCampaign({ db: tx, campaign: row, now: deps.now() });
  });
}
