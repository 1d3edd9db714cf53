import type { UpdateCampaignInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { loadCampaignTree } from './campaign-tree';
import { auditCampaign } from './audit-campaign';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';
import { assertVersion } from './refuse';
import { saveCampaignEdit } from './save-campaign-edit';

/**
 * PUT campaigns/:id: saves the whole tree (groups and strategies with `id` updated, without
 * created, missing ones removed; `type` cannot change). See saveCampaignEdit for what a draft
 * and a published campaign allow.
 */
export async function updateCampaign({
  deps,
  actor,
  id,
  input,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  input: UpdateCampaignInput;
}) {
  const { version, wizard_step: wizardStep, type, ...draft } = input;
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const before = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    assertVersion(before.version, version);
    const tree = await loadCampaignTree({ db: tx, campaign: before });
    if (type !== undefined && type !== before.type) throw fail('CAMPAIGN_TYPE_LOCKED');
    const campaign = await saveCampaignEdit({
      deps,
      tx,
      actor,
      tree,
      draft: { ...draft, type: before.type },
      wizardStep,
      now,
    });
    await auditCampaign({ db: tx, actor, campaign, action: 'campaign.updated' });
    return campaign;
  });
  return presentCampaign({ db: deps.db, campaign: saved, now });
}
