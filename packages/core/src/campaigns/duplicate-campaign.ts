import { saoPauloDateOf, type CampaignDraft } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { auditCampaign } from './audit-campaign';
import { loadCampaignTree, type CampaignTreeRows } from './campaign-tree';
import { createCampaignDraft } from './create-campaign-draft';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';
import { ruleCampaignOf } from './rule-campaign';

/**
 * The draft a copy of a campaign starts as: the same type, objective, budgets, pixel, creatives,
 * groups and strategies (targeting, keywords, bids, caps, Meta fields), without ids or statuses.
 * Dates already past are left out (a copy of a running or finished campaign gets its dates anew).
 */
export function duplicateDraftOf(tree: CampaignTreeRows, name: string, today: string): CampaignDraft {
  const rule = ruleCampaignOf(tree);
  const future = (d: string | null | undefined) => (d && d >= today ? d : undefined);
  const keepDates = future(rule.start_date) !== undefined;
  return {
    ...rule,
    name,
    start_date: keepDates ? rule.start_date : undefined,
    end_date: keepDates ? rule.end_date : null,
    groups: (rule.groups ?? []).map(({ id: _g, status: _gs, ...group }) => ({
      ...group,
      start_date: keepDates ? group.start_date : undefined,
      end_date: keepDates ? group.end_date : null,
      strategies: (group.strategies ?? []).map(({ id: _s, status: _ss, ...strategy }) => strategy),
    })),
  };
}

/**
 * Copies one of the company's campaigns into a new draft of the same advertiser (the advertiser
 * must be editable, as for any new campaign); nothing is reserved until the copy is published.
 * Audited as `campaign.created` with the campaign it came from.
 */
export async function duplicateCampaign({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { campaignId: string; name: string };
}) {
  const now = deps.now();
  const campaign = await deps.db.transaction(async (tx) => {
    const source = await findCampaign({ db: tx, companyId: actor.companyId, id: input.campaignId });
    const tree = await loadCampaignTree({ db: tx, campaign: source });
    const draft = duplicateDraftOf(tree, input.name, saoPauloDateOf(now));
    const created = await createCampaignDraft({
      db: tx,
      actor,
      advertiserId: source.advertiserId,
      draft,
      wizardStep: source.wizardStep,
      now,
    });
    await auditCampaign({
      db: tx,
      actor,
      campaign: created,
      action: 'campaign.created',
      metadata: { duplicated_from: source.id },
    });
    return created;
  });
  return presentCampaign({ db: deps.db, campaign, now });
}
