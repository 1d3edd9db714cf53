import { editCampaign, type UpdateCampaignInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { assertCampaignReferences, assertStorableDraft } from './check-references';
import { loadCampaignTree, stateTreeOf } from './campaign-tree';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';
import { assertVersion, changedOrThrow } from './refuse';
import { applyPublishedEdit, checkPublishedEdit } from './published-edit';
import {
  campaignFieldsOf,
  touchCampaign,
  writeCampaignCreatives,
  writeCampaignGroups,
} from './write-campaign-tree';

/**
 * PUT campaigns/:id: saves the whole tree. A draft stays a draft (only format problems refuse;
 * the rules show in `issues`). A published campaign (pending, active, failed, error) must pass
 * every rule, goes back to `pending` for review and its reservation follows the budget
 * (published-edit.ts); paused or finished ones cannot be edited (409).
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
    changedOrThrow(editCampaign(stateTreeOf(tree)));
    if (type !== undefined && type !== before.type) throw fail('CAMPAIGN_TYPE_LOCKED');
    assertStorableDraft({ ...draft, type: before.type }, now);
    await assertCampaignReferences({
      db: tx,
      advertiserId: before.advertiserId,
      creativeIds: draft.creative_ids ?? [],
      pixelId: draft.pixel_id,
    });
    const published = before.status !== 'draft';
    const reservation = published
      ? await checkPublishedEdit({ tx, tree, draft: { ...draft, type: before.type }, now })
      : null;
    await writeCampaignCreatives(tx, before.id, draft.creative_ids ?? []);
    await writeCampaignGroups({ tx, tree, groups: draft.groups ?? [], now });
    const campaign = await touchCampaign(tx, before, now, {
      ...campaignFieldsOf(draft, wizardStep),
      ...(published && { status: 'pending', submittedAt: now, rejectionReason: null }),
    });
    if (!published) return campaign;
    return applyPublishedEdit({ deps, tx, campaign, reservation, actor });
  });
  return presentCampaign({ db: deps.db, campaign: saved, now });
}
