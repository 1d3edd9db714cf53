import type { CreateCampaignInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { auditCampaign } from './audit-campaign';
import { createCampaignDraft } from './create-campaign-draft';
import { presentCampaign } from './present-campaign';

/** POST campaigns: a new draft (status `draft`) of an active advertiser of the caller's company. */
export async function createCampaign({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: CreateCampaignInput;
}) {
  const { advertiser_id: advertiserId, wizard_step: wizardStep, ...draft } = input;
  const now = deps.now();
  const campaign = await deps.db.transaction(async (tx) => {
    const created = await createCampaignDraft({ db: tx, actor, advertiserId, draft, wizardStep, now });
    await auditCampaign({ db: tx, actor, campaign: created, action: 'campaign.created' });
    return created;
  });
  return presentCampaign({ db: deps.db, campaign, now });
}
