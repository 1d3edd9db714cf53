import type { CampaignDraft } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { loadCampaignTree, type CampaignTreeRows } from './campaign-tree';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';
import { assertVersion } from './refuse';
import { ruleCampaignOf } from './rule-campaign';
import { saveCampaignEdit } from './save-campaign-edit';

/**
 * The group and strategy routes: the stored tree as a whole-tree draft, changed by `change`
 * (which refuses unknown ids), then saved like a PUT of the whole campaign (saveCampaignEdit), so
 * a published campaign is checked, goes back to review and keeps its reservation right.
 */
export async function editCampaignStructure({
  deps,
  actor,
  id,
  version,
  change,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  version: number | undefined;
  change: (draft: CampaignDraft, tree: CampaignTreeRows) => CampaignDraft;
}) {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const campaign = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    assertVersion(campaign.version, version);
    const tree = await loadCampaignTree({ db: tx, campaign });
    const draft = change(ruleCampaignOf(tree), tree);
    return saveCampaignEdit({ deps, tx, actor, tree, draft, wizardStep: campaign.wizardStep, now });
  });
  return presentCampaign({ db: deps.db, campaign: saved, now });
}
