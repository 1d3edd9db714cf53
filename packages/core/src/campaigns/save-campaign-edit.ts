import { editCampaign, type CampaignDraft } from '@verba/domain';
import type { CampaignRow, Tx } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { assertCampaignReferences, assertStorableDraft } from './check-references';
import { stateTreeOf, type CampaignTreeRows } from './campaign-tree';
import { applyPublishedEdit, checkPublishedEdit } from './published-edit';
import { assertChannelDeliverable } from '../channels/lifecycle/assert-channel-deliverable';
import { changedOrThrow } from './refuse';
import {
  campaignFieldsOf,
  touchCampaign,
  writeCampaignCreatives,
  writeCampaignGroups,
} from './write-campaign-tree';

/**
 * Writes a campaign's new whole tree inside the caller's transaction, the campaign locked and its
 * version checked: the whole-tree PUT and the group and strategy routes all come here. A draft
 * stays a draft (only format problems and what the tables cannot hold refuse); a published
 * campaign must pass every rule, goes back to `pending` and its reservation follows the budget;
 * paused or finished ones are refused (409, the domain's refusals).
 */
export async function saveCampaignEdit({
  deps,
  tx,
  actor,
  tree,
  draft,
  wizardStep,
  now,
}: {
  deps: Deps;
  tx: Tx;
  actor: Actor;
  tree: CampaignTreeRows;
  draft: CampaignDraft;
  wizardStep: string | null | undefined;
  now: Date;
}): Promise<CampaignRow> {
  const before = tree.campaign;
  changedOrThrow(editCampaign(stateTreeOf(tree)));
  assertStorableDraft(draft, now);
  await assertCampaignReferences({
    db: tx,
    advertiserId: before.advertiserId,
    creativeIds: draft.creative_ids ?? [],
    pixelId: draft.pixel_id,
    groups: draft.groups ?? [],
    ...(before.type === 'META_ADS' && { meta: draft.meta ?? null, companyId: before.companyId }),
    now,
  });
  const published = before.status !== 'draft';
  // Resubmitting a published campaign of a channel not live in this mode would reserve again.
  if (published) assertChannelDeliverable(deps, before.type);
  const reservation = published ? await checkPublishedEdit({ tx, tree, draft, now }) : null;
  await writeCampaignCreatives(tx, before.id, draft.creative_ids ?? []);
  await writeCampaignGroups({ tx, tree, groups: draft.groups ?? [], now });
  const campaign = await touchCampaign(tx, before, now, {
    ...campaignFieldsOf(draft, wizardStep, before.type),
    ...(published && { status: 'pending', submittedAt: now, rejectionReason: null }),
  });
  if (!published) return campaign;
  return applyPublishedEdit({ deps, tx, campaign, reservation, actor });
}
