import type { CampaignDraft } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import type { AuditAction } from '../audit/record-audit';
import { auditCampaign } from './audit-campaign';
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
  audit,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  version: number | undefined;
  change: (draft: CampaignDraft, tree: CampaignTreeRows) => CampaignDraft;
  /** The audit-log row of the change (its action and what it touched). */
  audit: { action: AuditAction & `campaign.${string}`; metadata?: Record<string, unknown> };
}) {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const campaign = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    assertVersion(campaign.version, version);
    const tree = await loadCampaignTree({ db: tx, campaign });
    const draft = change(ruleCampaignOf(tree), tree);
    const saved = await saveCampaignEdit({
      deps,
      tx,
      actor,
      tree,
      draft,
      wizardStep: campaign.wizardStep,
      now,
    });
    await auditCampaign({ db: tx, actor, campaign: saved, ...audit });
    return saved;
  });
  return presentCampaign({ db: deps.db, campaign: saved, now });
}
