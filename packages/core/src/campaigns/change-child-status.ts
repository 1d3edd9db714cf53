import type { CampaignTree, TreeChange } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import type { AuditAction } from '../audit/record-audit';
import { auditCampaign } from './audit-campaign';
import { loadCampaignTree, stateTreeOf } from './campaign-tree';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';
import { changedOrThrow } from './refuse';
import { touchCampaign } from './write-campaign-tree';
import { writeTreeStates } from './write-tree-states';

/**
 * Pausing or activating a group or strategy (spec §4): the domain's state change over the locked
 * tree (its refusals: within a paused campaign or group, not found…), stored and the version bumped.
 */
export async function changeChildStatus({
  deps,
  actor,
  id,
  change,
  audit,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  change: (tree: CampaignTree) => TreeChange<CampaignTree>;
  audit: { action: AuditAction & `campaign.${string}`; metadata: Record<string, unknown> };
}) {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const campaign = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    const before = stateTreeOf(await loadCampaignTree({ db: tx, campaign }));
    await writeTreeStates(tx, before, changedOrThrow(change(before)), now);
    const saved = await touchCampaign(tx, campaign, now);
    await auditCampaign({ db: tx, actor, campaign: saved, ...audit });
    return saved;
  });
  return presentCampaign({ db: deps.db, campaign: saved, now });
}
