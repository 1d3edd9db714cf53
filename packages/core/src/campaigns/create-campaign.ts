import type { CreateCampaignInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
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
  const campaign = await createCampaignDraft({ db: deps.db, actor, advertiserId, draft, wizardStep, now });
  return presentCampaign({ db: deps.db, campaign, now });
}
